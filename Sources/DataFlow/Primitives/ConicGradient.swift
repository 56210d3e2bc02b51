/// The conic spellings of `AngularGradient` as a style: SwiftUI's
/// `conicGradient(_:center:angle:)` and `conicGradient(colors:center:angle:)`, a full turn from
/// `angle`. Shown as the angular gradient it is: `AngularGradient(red, yellow, red)`.
extension ShapeStyle where Self == AngularGradient {
    /// `.conicGradient(gradient, center: .center)`, as a style.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// `.conicGradient(colors: [.red, .yellow, .red], center: .center)`, as a style.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// `.angularGradient(gradient, center:startAngle:endAngle:)`, as a style.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
