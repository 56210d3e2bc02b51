/// Flexible empty space: SwiftUI's `Spacer`. Shown in the rendered tree so layouts stay readable.
public struct Spacer: View, Equatable {
    public typealias Body = Never
    public init(minLength: Double? = nil) {}
}

extension Spacer: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: .spacer), children: [])
    }
}
