/// A 2D shape that can be shown as a view, filled or stroked, or used to clip and back other
/// views: SwiftUI's `Shape`. The built-in shapes are `Circle`, `Rectangle`, `RoundedRectangle`,
/// `Capsule` and `Ellipse`; headless, a shape is its name and dimensions
/// (`RoundedRectangle cornerRadius=12`), and `.fill(.blue)` shows as `fill=blue`.
public protocol Shape: View, Sendable {}

/// A circle: SwiftUI's `Circle`, one of the two shapes seed 001's `SampleView` hides and shows.
public struct Circle: Shape, Equatable {
    public typealias Body = Never
    public init() {}
}

/// A rectangle: SwiftUI's `Rectangle`.
public struct Rectangle: Shape, Equatable {
    public typealias Body = Never
    public init() {}
}

/// A rectangle with rounded corners: SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape, Equatable {
    public typealias Body = Never
    public let cornerSize: CGSize
    public let style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
}

/// How a rounded rectangle's corners curve: SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Sendable, Equatable {
    case circular, continuous
}

/// A rectangle with fully rounded ends, as a pill-shaped badge: SwiftUI's `Capsule`.
public struct Capsule: Shape, Equatable {
    public typealias Body = Never
    public init(style: RoundedCornerStyle = .continuous) {}
}

/// An ellipse: SwiftUI's `Ellipse`.
public struct Ellipse: Shape, Equatable {
    public typealias Body = Never
    public init() {}
}

/// How the runtime names and renders a built-in shape.
@MainActor
protocol BuiltInShape {
    var shapeDescription: String { get }
    var shapeElement: ElementDescription { get }
}

extension Circle: BuiltInShape, _PrimitiveView, PrimitiveView {
    nonisolated var shapeDescription: String { "Circle" }
    var shapeElement: ElementDescription { ElementDescription(kind: .circle) }
    func makeContent(in node: ViewNode) -> PrimitiveContent { PrimitiveContent(element: shapeElement, children: []) }
}

extension Rectangle: BuiltInShape, _PrimitiveView, PrimitiveView {
    nonisolated var shapeDescription: String { "Rectangle" }
    var shapeElement: ElementDescription { ElementDescription(kind: .rectangle) }
    func makeContent(in node: ViewNode) -> PrimitiveContent { PrimitiveContent(element: shapeElement, children: []) }
}

extension RoundedRectangle: BuiltInShape, _PrimitiveView, PrimitiveView {
    nonisolated var shapeDescription: String { "RoundedRectangle(cornerRadius: \(Points.text(cornerSize.width)))" }
    var shapeElement: ElementDescription {
        ElementDescription(
            kind: .roundedRectangle, attributes: [Attribute(name: "cornerRadius", value: Points.text(cornerSize.width))]
        )
    }
    func makeContent(in node: ViewNode) -> PrimitiveContent { PrimitiveContent(element: shapeElement, children: []) }
}

extension Capsule: BuiltInShape, _PrimitiveView, PrimitiveView {
    nonisolated var shapeDescription: String { "Capsule" }
    var shapeElement: ElementDescription { ElementDescription(kind: .capsule) }
    func makeContent(in node: ViewNode) -> PrimitiveContent { PrimitiveContent(element: shapeElement, children: []) }
}

extension Ellipse: BuiltInShape, _PrimitiveView, PrimitiveView {
    nonisolated var shapeDescription: String { "Ellipse" }
    var shapeElement: ElementDescription { ElementDescription(kind: .ellipse) }
    func makeContent(in node: ViewNode) -> PrimitiveContent { PrimitiveContent(element: shapeElement, children: []) }
}

/// The name of any shape, as modifiers that take one show it: `clipShape=Circle`.
@MainActor
enum ShapeName {
    static func of(_ shape: some Shape) -> String {
        (shape as? any BuiltInShape)?.shapeDescription ?? ViewNode.displayName(of: shape)
    }
}

/// How a shape is drawn: `.fill(.blue)` or `.stroke(.red, lineWidth: 2)`.
public struct StyledShape<S: Shape>: View {
    public typealias Body = Never
    let shape: S
    let attributes: [Attribute]
}

extension StyledShape: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        var element =
            (shape as? any BuiltInShape)?.shapeElement
            ?? ElementDescription(kind: ElementKind(ViewNode.displayName(of: shape)))
        element.attributes += attributes
        return PrimitiveContent(element: element, children: [])
    }
}

/// The options of a fill: SwiftUI's `FillStyle`. Accepted so code compiles; not rendered.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Shape {
    /// Fills the shape: SwiftUI's `fill(_:style:)`. Shown as `fill=blue`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> StyledShape<Self> {
        StyledShape(shape: self, attributes: [Attribute(name: "fill", value: content.styleName)])
    }

    /// Outlines the shape: SwiftUI's `stroke(_:lineWidth:)`. Shown as `stroke=red lineWidth=2`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> StyledShape<Self> {
        StyledShape(
            shape: self,
            attributes: [
                Attribute(name: "stroke", value: content.styleName),
                Attribute(name: "lineWidth", value: Points.text(lineWidth)),
            ])
    }

    /// Outlines the shape in the foreground style: SwiftUI's `stroke(lineWidth:)`.
    public func stroke(lineWidth: CGFloat = 1) -> StyledShape<Self> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// Outlines the shape inside its bounds: SwiftUI's `strokeBorder(_:lineWidth:)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> StyledShape<Self> {
        StyledShape(
            shape: self,
            attributes: [
                Attribute(name: "strokeBorder", value: content.styleName),
                Attribute(name: "lineWidth", value: Points.text(lineWidth)),
            ])
    }
}
