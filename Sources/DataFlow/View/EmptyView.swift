/// A view that shows nothing: SwiftUI's `EmptyView`, the placeholder seed 003 starts its screens with.
public struct EmptyView: View {
    public typealias Body = Never
    nonisolated public init() {}
}

extension EmptyView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent { PrimitiveContent(element: nil, children: []) }
}
