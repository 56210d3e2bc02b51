/// Several views side by side, as a `@ViewBuilder` block with more than one statement produces:
/// SwiftUI's `TupleView`. Each child's identity is its position in the block.
public struct TupleView<each Content: View>: View {
    public typealias Body = Never
    let content: (repeat each Content)

    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }
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
