/// A type-erased view: SwiftUI's `AnyView`. Its identity includes the erased type, so wrapping a
/// different type of view replaces the old one (and its state).
public struct AnyView: View {
    public typealias Body = Never
    let wrapped: any View

    public init<V: View>(_ view: V) {
        if let already = view as? AnyView {
            wrapped = already.wrapped
        } else {
            wrapped = view
        }
    }
}

extension AnyView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: wrapped)])
    }
}
