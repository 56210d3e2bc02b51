import Foundation

/// The radius of each corner of an `UnevenRoundedRectangle`: SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners each have their own radius, as a card rounded only at the top:
/// SwiftUI's `UnevenRoundedRectangle` (iOS 16). Headless, it is its name and the radii that are not
/// zero (`UnevenRoundedRectangle topLeading=20 topTrailing=20`).
public struct UnevenRoundedRectangle: Shape, Equatable {
    public typealias Body = Never
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The outline: straight sides joined by a quarter circle at each rounded corner.
    public func path(in rect: CGRect) -> Path {
        let radii = cornerRadii
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + radii.topLeading, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - radii.topTrailing, y: rect.minY))
        path.addQuadCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + radii.topTrailing), control: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radii.bottomTrailing))
        path.addQuadCurve(
            to: CGPoint(x: rect.maxX - radii.bottomTrailing, y: rect.maxY),
            control: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + radii.bottomLeading, y: rect.maxY))
        path.addQuadCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - radii.bottomLeading), control: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radii.topLeading))
        path.addQuadCurve(
            to: CGPoint(x: rect.minX + radii.topLeading, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
        return path
    }
}

extension UnevenRoundedRectangle: BuiltInShape, _PrimitiveView, PrimitiveView {
    nonisolated var shapeDescription: String { "UnevenRoundedRectangle" }

    var shapeElement: ElementDescription {
        let radii = [
            ("topLeading", cornerRadii.topLeading), ("bottomLeading", cornerRadii.bottomLeading),
            ("bottomTrailing", cornerRadii.bottomTrailing), ("topTrailing", cornerRadii.topTrailing),
        ]
        return ElementDescription(
            kind: "UnevenRoundedRectangle",
            attributes: radii.filter { $0.1 != 0 }.map { Attribute(name: $0.0, value: Points.text($0.1)) })
    }

    func makeContent(in node: ViewNode) -> PrimitiveContent { PrimitiveContent(element: shapeElement, children: []) }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with its own radius at each corner: SwiftUI's `.rect(topLeadingRadius:…)`, as in
    /// `.clipShape(.rect(topLeadingRadius: 20, topTrailingRadius: 20))`.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with the given corner radii: SwiftUI's `.rect(cornerRadii:style:)`.
    public static func rect(
        cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    )
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
