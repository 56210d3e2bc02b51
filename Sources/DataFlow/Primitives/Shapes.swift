import Foundation

/// A 2D shape that can be shown as a view, filled or stroked, or used to clip and back other
/// views: SwiftUI's `Shape`. The built-in shapes are `Circle`, `Rectangle`, `RoundedRectangle`,
/// `Capsule` and `Ellipse`; headless, a shape is its name and dimensions
/// (`RoundedRectangle cornerRadius=12`), and `.fill(.blue)` shows as `fill=blue`.
///
/// A custom shape, as in SwiftUI, only says how to outline itself in a rectangle,
/// `func path(in rect: CGRect) -> Path`; it is then a view (its body draws that path). Headless, the
/// rectangle is the size the shape is offered (the host's screen, or the closest fixed frame
/// around it, as a `GeometryReader` measures), and the tree shows the shape's type with its path
/// (`SpeakerArc path="arc(…)"`).
public protocol Shape: View, Sendable {
    /// The outline of this shape in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A custom shape's body: its path, drawn in the size it is offered.
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// The view a custom shape's body is: SwiftUI's `_ShapeView`, its path drawn in the offered size.
public struct _ShapeView<Content: Shape>: View {
    public typealias Body = Never
    let shape: Content
}

extension _ShapeView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ShapeRendering.element(of: shape, in: node), children: [])
    }
}

/// How the tree shows a shape: a built-in one by its name and dimensions, any other by its type
/// and its path in the size it is offered.
@MainActor
enum ShapeRendering {
    static func element(of shape: some Shape, in node: ViewNode) -> ElementDescription {
        if let builtIn = shape as? any BuiltInShape { return builtIn.shapeElement }
        if let rotated = shape as? any RotatedShapeMarker { return rotated.rotatedElement(in: node) }
        if let inset = shape as? any InsetShapeMarker { return inset.insetElement(in: node) }
        if let trimmed = shape as? any TrimmedShapeMarker { return trimmed.trimmedElement(in: node) }
        let path = shape.path(in: CGRect(origin: .zero, size: node.offeredSize))
        return ElementDescription(
            kind: ElementKind(ViewNode.displayName(of: shape)),
            attributes: [Attribute(name: "path", value: path.description)])
    }
}

/// A shape turned by an angle about an anchor: SwiftUI's `RotatedShape`, made by `rotation(_:anchor:)`.
/// Headless, it is the shape marked with its rotation (`rotation=-90°`).
public struct RotatedShape<Content: Shape>: Shape {
    public typealias Body = Never
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    /// The shape's path; the rotation is shown as a mark, not applied to the points.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

@MainActor
protocol RotatedShapeMarker {
    func rotatedElement(in node: ViewNode) -> ElementDescription
}

extension RotatedShape: RotatedShapeMarker, _PrimitiveView, PrimitiveView {
    func rotatedElement(in node: ViewNode) -> ElementDescription {
        var element = ShapeRendering.element(of: shape, in: node)
        element.attributes.append(Attribute(name: "rotation", value: angle.description))
        return element
    }

    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: rotatedElement(in: node), children: [])
    }
}

extension Shape {
    /// This shape turned by `angle` about `anchor`: SwiftUI's `rotation(_:anchor:)`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}

/// A circle: SwiftUI's `Circle`, one of the two shapes seed 001's `SampleView` hides and shows.
public struct Circle: Shape, Equatable {
    public typealias Body = Never
    public init() {}

    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// A rectangle: SwiftUI's `Rectangle`.
public struct Rectangle: Shape, Equatable {
    public typealias Body = Never
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }
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

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
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

    /// A rounded rectangle whose corner radius is half its shorter side.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

/// An ellipse: SwiftUI's `Ellipse`.
public struct Ellipse: Shape, Equatable {
    public typealias Body = Never
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
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
        var element = ShapeRendering.element(of: shape, in: node)
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

    /// Outlines the shape: SwiftUI's `stroke(_:lineWidth:antialiased:)`, whose style defaults to the
    /// foreground (so `stroke(lineWidth: 2)` reads as SwiftUI's `stroke(lineWidth:)`). Shown as
    /// `stroke=red lineWidth=2`.
    public func stroke<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StyledShape<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Outlines the shape with a stroke style: SwiftUI's `stroke(_:style:antialiased:)`, and, with
    /// the foreground style, `stroke(style:)`.
    public func stroke<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StyledShape<Self> {
        StyledShape(shape: self, attributes: [Attribute(name: "stroke", value: content.styleName)] + style.attributes)
    }
}
