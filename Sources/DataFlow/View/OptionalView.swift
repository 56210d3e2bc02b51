/// An optional view shows its wrapped view or nothing: what a lone `if` in a `@ViewBuilder`, or
/// `optional.map { Text($0) }`, produces. SwiftUI makes `Optional` a view the same way.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: _PrimitiveView, PrimitiveView where Wrapped: View {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        switch self {
        case .some(let view): PrimitiveContent(element: nil, children: [.init(key: .branch(true), view: view)])
        case .none: PrimitiveContent(element: nil, children: [])
        }
    }
}
