import Foundation

/// The part of a shape's outline between two fractions of its length: SwiftUI's `trim(from:to:)`,
/// as in a progress ring, `Circle().trim(from: 0, to: progress).stroke(...)`. Headless, nothing is
/// drawn, so it is the shape marked with the fractions kept (`Circle trim=0…0.25`); its path is the
/// whole outline.
public struct _TrimmedShape<Content: Shape>: Shape {
    public typealias Body = Never
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    /// The shape's path; the trim is shown as a mark, not applied to the points.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension Shape {
    /// The part of this shape's outline from `startFraction` to `endFraction` of its length
    /// (0 and 1 by default): SwiftUI's `trim(from:to:)`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

@MainActor
protocol TrimmedShapeMarker {
    func trimmedElement(in node: ViewNode) -> ElementDescription
}

extension _TrimmedShape: TrimmedShapeMarker, _PrimitiveView, PrimitiveView {
    func trimmedElement(in node: ViewNode) -> ElementDescription {
        var element = ShapeRendering.element(of: shape, in: node)
        element.attributes.append(
            Attribute(name: "trim", value: "\(Points.text(startFraction))…\(Points.text(endFraction))"))
        return element
    }

    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: trimmedElement(in: node), children: [])
    }
}
