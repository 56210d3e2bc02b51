/// Something a `.toolbar { }` can hold: SwiftUI's `ToolbarContent` (`ToolbarItem`, `ToolbarItemGroup`).
@MainActor
@preconcurrency
public protocol ToolbarContent {}

/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`. Headless, the placement is shown as
/// `placement=primaryAction` on the item; every item is on screen and its buttons can be tapped.
public struct ToolbarItemPlacement: Equatable, Sendable {
    let name: String

    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let status = ToolbarItemPlacement(name: "status")
    /// Above the keyboard while a field is focused (headless, always shown with the screen's items).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// One item of a toolbar: SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem where ID == () {
    /// `ToolbarItem(placement: .primaryAction) { Button("Add") { ... } }`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement: SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items, as a `@ToolbarContentBuilder` block produces.
public struct TupleToolbarContent: ToolbarContent {
    let items: [any ToolbarContent]
}

/// Builds toolbar content from the statements of a closure: SwiftUI's `@ToolbarContentBuilder`.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent {
        var items: [any ToolbarContent] = []
        for item in repeat each content {
            items.append(item)
        }
        return TupleToolbarContent(items: items)
    }

    public static func buildOptional(_ content: (any ToolbarContent)?) -> TupleToolbarContent {
        TupleToolbarContent(items: content.map { [$0] } ?? [])
    }

    public static func buildEither<Content: ToolbarContent>(first content: Content) -> TupleToolbarContent {
        TupleToolbarContent(items: [content])
    }

    public static func buildEither<Content: ToolbarContent>(second content: Content) -> TupleToolbarContent {
        TupleToolbarContent(items: [content])
    }
}

/// The runtime's side of toolbar content: the items it shows, as views.
@MainActor
protocol ToolbarItemsProvider {
    var itemViews: [any View] { get }
}

extension ToolbarItem: ToolbarItemsProvider {
    var itemViews: [any View] { [ToolbarItemView(placement: placement, content: content)] }
}

extension ToolbarItemGroup: ToolbarItemsProvider {
    var itemViews: [any View] { [ToolbarItemView(placement: placement, content: content)] }
}

extension TupleToolbarContent: ToolbarItemsProvider {
    var itemViews: [any View] { items.flatMap { ($0 as? any ToolbarItemsProvider)?.itemViews ?? [] } }
}

/// A toolbar item on screen: `ToolbarItem placement=primaryAction`, with its content inside.
struct ToolbarItemView<Content: View>: View {
    typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItemView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(
                kind: .toolbarItem, attributes: [Attribute(name: "placement", value: placement.name)]),
            children: [.init(key: .index(0), view: content)]
        )
    }
}

/// A view with toolbar items: what `toolbar(content:)` returns. The items are part of the screen
/// the view is on, so they come and go with it (a pushed screen's toolbar shows while it is on top).
public struct ToolbarModifier<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let items: [any View]
}

extension ToolbarModifier: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        var children: [PrimitiveContent.Child] = [.init(key: .index(0), view: content)]
        for (index, item) in items.enumerated() {
            children.append(.init(key: .barItem("toolbar\(index)"), view: item))
        }
        return PrimitiveContent(element: nil, children: children)
    }
}

extension View {
    /// Puts items in the toolbar (the navigation bar on iOS): SwiftUI's `toolbar(content:)`.
    ///
    ///     .toolbar {
    ///         ToolbarItem(placement: .primaryAction) { Button("Add", systemImage: "plus") { ... } }
    ///     }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> ToolbarModifier<Self>
    {
        ToolbarModifier(content: self, items: (content() as? any ToolbarItemsProvider)?.itemViews ?? [])
    }

    /// Puts views in the toolbar at the automatic placement: `.toolbar { EditButton() }`.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ToolbarModifier<Self> {
        ToolbarModifier(content: self, items: [ToolbarItemView(placement: .automatic, content: content())])
    }
}
