import Foundation

/// A shape that can be drawn smaller by an amount on every side: SwiftUI's `InsettableShape`, which
/// `Circle`, `Rectangle`, `RoundedRectangle`, `Capsule` and `Ellipse` are. Only an insettable shape
/// has `strokeBorder`, which SwiftUI documents as drawing the stroke inside the shape's bounds by
/// insetting it by half the line width.
public protocol InsettableShape: Shape {
    /// The shape `inset(by:)` returns.
    associatedtype InsetShape: InsettableShape
    /// This shape drawn `amount` points inside its frame on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount: the `_Inset` type each of SwiftUI's shapes returns from
/// `inset(by:)`. Its path is the shape's path in the smaller rectangle (a rounded rectangle's
/// corners shrink by the same amount); the tree shows the shape marked `inset=12`.
public struct _InsetShape<Content: InsettableShape>: InsettableShape {
    public typealias Body = Never
    public var shape: Content
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let smaller = rect.insetBy(dx: amount, dy: amount)
        if let rounded = shape as? RoundedRectangle {
            let corner = CGSize(
                width: max(0, rounded.cornerSize.width - amount), height: max(0, rounded.cornerSize.height - amount))
            return RoundedRectangle(cornerSize: corner, style: rounded.style).path(in: smaller)
        }
        return shape.path(in: smaller)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Content> {
        _InsetShape(shape: shape, amount: self.amount + amount)
    }
}

@MainActor
protocol InsetShapeMarker {
    func insetElement(in node: ViewNode) -> ElementDescription
}

extension _InsetShape: InsetShapeMarker, _PrimitiveView, PrimitiveView {
    func insetElement(in node: ViewNode) -> ElementDescription {
        var element = ShapeRendering.element(of: shape, in: node)
        element.attributes.append(Attribute(name: "inset", value: Points.text(amount)))
        return element
    }

    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: insetElement(in: node), children: [])
    }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: amount) }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(shape: self, amount: amount)
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: amount) }
}

extension InsettableShape {
    /// Outlines the shape inside its bounds: SwiftUI's `strokeBorder(_:lineWidth:antialiased:)`,
    /// whose style defaults to the foreground, so `strokeBorder(lineWidth: 24)` also reads as
    /// SwiftUI's `strokeBorder(lineWidth:antialiased:)`. Shown as `strokeBorder=foreground lineWidth=24`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StyledShape<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Outlines the shape inside its bounds with a stroke style: SwiftUI's
    /// `strokeBorder(_:style:antialiased:)`, and, with the foreground style, `strokeBorder(style:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StyledShape<Self> {
        StyledShape(
            shape: self, attributes: [Attribute(name: "strokeBorder", value: content.styleName)] + style.attributes)
    }
}
