/// A type-erased view: SwiftUI's `AnyView`. Its identity includes the erased type, so wrapping a
/// different type of view replaces the old one (and its state).
///
/// As in SwiftUI, the view conformance is declared apart from the type, so erasing a view is not
/// bound to the main actor (a `@ViewBuilder` function may use `AnyView` anywhere).
public struct AnyView {
    let wrapped: any View

    public init<V: View>(_ view: V) {
        if let already = view as? AnyView {
            wrapped = already.wrapped
        } else {
            wrapped = view
        }
    }
}

extension AnyView: View {
    public typealias Body = Never
}

extension AnyView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: nil, children: [.init(key: .index(0), view: wrapped)])
    }
}
