/// Flexible empty space: SwiftUI's `Spacer`. Shown in the rendered tree so layouts stay readable;
/// a minimum length shows as `minLength=20`.
public struct Spacer: View, Equatable {
    public typealias Body = Never
    let minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let attributes = minLength.map { [Attribute(name: "minLength", value: Points.text($0))] } ?? []
        return PrimitiveContent(element: ElementDescription(kind: .spacer, attributes: attributes), children: [])
    }
}
