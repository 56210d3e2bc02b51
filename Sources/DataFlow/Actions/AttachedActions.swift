/// Buttons attached to a view that a user reaches by a gesture: the swipe actions of a list row
/// (`.swipeActions { }`) or a context menu (`.contextMenu { }`). Headless there is no swipe or
/// long press to perform, so the buttons are on screen beside the view, inside a `SwipeActions`
/// or `ContextMenu` element, as a user sees them once revealed; the host taps them by label
/// (`host.tap(.swipeAction("Delete"))`, `host.tap(.contextMenuItem("Copy"))`), which runs the
/// button's action as revealing and choosing it does.
struct AttachedActionsView<Content: View, Actions: View>: View {
    typealias Body = Never
    let content: Content
    let actions: Actions
    let kind: ElementKind
    let attributes: [Attribute]
}

/// The container the attached buttons are shown in.
struct AttachedActionsContainer<Actions: View>: View {
    typealias Body = Never
    let actions: Actions
    let kind: ElementKind
    let attributes: [Attribute]
}

extension AttachedActionsView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: nil,
            children: [
                .init(key: .index(0), view: content),
                .init(
                    key: .barItem(kind.name),
                    view: AttachedActionsContainer(actions: actions, kind: kind, attributes: attributes)),
            ])
    }
}

extension AttachedActionsContainer: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: kind, attributes: attributes),
            children: [.init(key: .index(0), view: actions.attributed("within", kind.name))])
    }
}

/// Which edge of a row swipe actions come from: SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
    case leading
    case trailing
}

extension View {
    /// Buttons revealed by swiping the row: SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`.
    /// See `AttachedActionsView` for how the host reaches them.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        AttachedActionsView(
            content: self, actions: content(), kind: .swipeActions,
            attributes: [Attribute(name: "edge", value: edge == .leading ? "leading" : "trailing")])
    }

    /// Buttons shown on a long press: SwiftUI's `contextMenu(menuItems:)`.
    /// See `AttachedActionsView` for how the host reaches them.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        AttachedActionsView(content: self, actions: menuItems(), kind: .contextMenu, attributes: [])
    }

    /// A context menu with a preview: SwiftUI's `contextMenu(menuItems:preview:)` (the preview is drawing).
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    )
        -> some View
    {
        AttachedActionsView(content: self, actions: menuItems(), kind: .contextMenu, attributes: [])
    }

    /// A count or short text shown on a list row or tab: SwiftUI's `badge(_:)`, shown as `badge=5`.
    /// As in SwiftUI, a badge of 0 is not shown.
    public func badge(_ count: Int) -> some View {
        modified(ModifierEffect(attributes: count == 0 ? [] : [Attribute(name: "badge", value: String(count))]))
    }

    public func badge(_ label: Text?) -> some View {
        modified(ModifierEffect(attributes: label.map { [Attribute(name: "badge", value: $0.content)] } ?? []))
    }

    public func badge(_ key: LocalizedStringKey) -> some View {
        attributed("badge", key.resolved)
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modified(ModifierEffect(attributes: label.map { [Attribute(name: "badge", value: String($0))] } ?? []))
    }
}

extension ElementQuery {
    /// A button in a row's swipe actions, by its label: what a user taps after swiping the row.
    public static func swipeAction(_ label: String) -> ElementQuery {
        attachedButton(label, within: .swipeActions, words: "swipe action")
    }

    /// A button in a context menu, by its label: what a user taps after a long press.
    public static func contextMenuItem(_ label: String) -> ElementQuery {
        attachedButton(label, within: .contextMenu, words: "context menu item")
    }

    /// A button inside an open `Menu`, however deeply nested, by its label.
    public static func menuItem(_ label: String) -> ElementQuery {
        attachedButton(label, within: .menu, words: "menu item")
    }

    private static func attachedButton(_ label: String, within kind: ElementKind, words: String) -> ElementQuery {
        let button = ElementQuery.button(label)
        return ElementQuery(
            "a \(words) labelled \"\(label)\"", kinds: "\(words)s",
            candidate: { $0.kind == .button && $0.environment["within"] == kind.name }
        ) { button.matches($0) }
    }
}
