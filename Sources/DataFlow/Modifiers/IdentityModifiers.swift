/// Gives a view an explicit identity: what `.id(_:)` returns. When the id changes, the view is a
/// different view: its old state is destroyed and fresh state is created (SwiftUI's explicit identity).
public struct IdentifiedView<Content: View, ID: Hashable>: View {
    public typealias Body = Never
    let content: Content
    let id: ID
}

extension IdentifiedView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .explicit(AnyHashable(id)), view: content)])
    }
}

extension View {
    /// Binds the view's identity to `id`: SwiftUI's `id(_:)`.
    public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self, ID> {
        IdentifiedView(content: self, id: id)
    }

    /// The value a `Picker` writes to its selection when this row is picked: SwiftUI's `tag(_:)`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modified(ModifierEffect(tag: AnyHashable(tag)))
    }
}
