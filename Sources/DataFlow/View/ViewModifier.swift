/// A reusable set of modifications to a view, with a body of its own: SwiftUI's `ViewModifier`.
///
///     struct CardStyle: ViewModifier {
///         func body(content: Content) -> some View {
///             content.padding().background(.white).cornerRadius(12)
///         }
///     }
///     Text("Hi").modifier(CardStyle())
///
/// As in SwiftUI, `body(content:)` is evaluated like a view's body (the trace names it after the
/// modifier: `CardStyle`), and the modifier may declare its own `@State`, which lives as long as
/// the modified view keeps its identity.
@MainActor
@preconcurrency
public protocol ViewModifier {
    /// The type of view `body(content:)` returns.
    associatedtype Body: View

    /// The view being modified, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view: `content` with what this modifier adds.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier` modifies, as its `body(content:)` receives it: SwiftUI's
/// `_ViewModifier_Content`. Place it in the body where the modified view goes.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let content: any View
}

extension _ViewModifier_Content: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

/// A view with a `ViewModifier` applied: what `.modifier(_:)` returns, SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(content: content))
    }
}

extension View {
    /// Applies a `ViewModifier`: SwiftUI's `modifier(_:)`.
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ModifiedContent: DynamicPropertyOwnerForwarding, DisplayNamed where Content: View, Modifier: ViewModifier {
    /// A modifier's `@State` is declared on the modifier, not on the view it modifies.
    var dynamicPropertyOwner: Any { modifier }
    /// The trace and the tree name the node after the modifier: `CardStyle`.
    var displayName: String { ViewNode.displayName(ofType: Modifier.self) }
}
