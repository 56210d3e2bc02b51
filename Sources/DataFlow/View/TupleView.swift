/// Several views side by side, as a `@ViewBuilder` block with more than one statement produces:
/// SwiftUI's `TupleView`. Each child's identity is its position in the block.
/// Its view conformance is declared apart from the type, so building one is not bound to the main
/// actor, as `ViewBuilder` is not.
public struct TupleView<each Content: View> {
    let content: (repeat each Content)

    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }
}

extension TupleView: View {
    public typealias Body = Never
}

extension TupleView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        var children: [PrimitiveContent.Child] = []
        for view in repeat each content {
            children.append(.init(key: .index(children.count), view: view))
        }
        return PrimitiveContent(element: nil, children: children)
    }
}
