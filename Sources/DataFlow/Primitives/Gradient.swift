import Foundation

/// Colours along a gradient, evenly spaced or at given stops: SwiftUI's `Gradient`. Headless, a
/// gradient is shown by its colours (`LinearGradient(blue, purple)`); stop locations are kept but
/// not drawn.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location between 0 and 1: SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        nonisolated public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    nonisolated public init(colors: [Color]) {
        let count = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(count)) }
    }

    nonisolated public init(stops: [Stop]) {
        self.stops = stops
    }

    var colors: [Color] { stops.map(\.color) }

    nonisolated var colorList: String { stops.map(\.color.name).joined(separator: ", ") }
}

extension LinearGradient {
    /// A linear gradient of `gradient`'s colours.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(colors: gradient.colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(colors: stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient that spreads out from a centre: SwiftUI's `RadialGradient`, shown as
/// `RadialGradient(white, blue)` (its radii are kept, not drawn).
public struct RadialGradient: ShapeStyle, NamedShapeStyle, View {
    public typealias Body = Never
    let gradient: Gradient

    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
    }

    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(colors: colors)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(stops: stops)
    }

    public nonisolated var name: String { "RadialGradient(\(gradient.colorList))" }
}

/// A gradient that sweeps around a centre: SwiftUI's `AngularGradient` (and its conic form),
/// shown as `AngularGradient(red, yellow, red)`.
public struct AngularGradient: ShapeStyle, NamedShapeStyle, View {
    public typealias Body = Never
    let gradient: Gradient

    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        gradient = Gradient(colors: colors)
    }

    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.gradient = gradient
    }

    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        gradient = Gradient(colors: colors)
    }

    public nonisolated var name: String { "AngularGradient(\(gradient.colorList))" }
}

/// A gradient SwiftUI derives from one colour, `Color.blue.gradient`: SwiftUI's `AnyGradient`,
/// shown as `gradient(blue)`.
public struct AnyGradient: ShapeStyle, NamedShapeStyle, Hashable {
    let base: Color

    public nonisolated var name: String { "gradient(\(base.name))" }
}

extension Color {
    /// A gentle gradient made from this colour: SwiftUI's `Color.gradient`.
    public nonisolated var gradient: AnyGradient { AnyGradient(base: self) }
}

extension RadialGradient: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: "RadialGradient", label: name), children: [])
    }
}

extension AngularGradient: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(element: ElementDescription(kind: "AngularGradient", label: name), children: [])
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// `.linearGradient(colors:startPoint:endPoint:)`, as a style.
    @MainActor
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    @MainActor
    public static func linearGradient(
        _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    )
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// `.radialGradient(colors:center:startRadius:endRadius:)`, as a style.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    )
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    )
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// `.angularGradient(colors:center:startAngle:endAngle:)`, as a style.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    )
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
