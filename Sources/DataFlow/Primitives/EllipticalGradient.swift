import Foundation

/// A gradient that spreads out from a centre in an ellipse fitted to its frame: SwiftUI's
/// `EllipticalGradient`, shown as `EllipticalGradient(white, blue)` (its centre and radius
/// fractions are kept, not drawn, as a `RadialGradient`'s radii are).
public struct EllipticalGradient: ShapeStyle, NamedShapeStyle, View {
    public typealias Body = Never
    let gradient: Gradient

    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
    }

    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        gradient = Gradient(colors: colors)
    }

    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        gradient = Gradient(stops: stops)
    }

    public nonisolated var name: String { "EllipticalGradient(\(gradient.colorList))" }
}

extension EllipticalGradient: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: "EllipticalGradient", label: name), children: [])
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`, as a style.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// `.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`, as a style.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
