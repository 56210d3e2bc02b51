/// How a `Gauge` is drawn: SwiftUI's `GaugeStyle`, set with `gaugeStyle(_:)` and shown as
/// `gaugeStyle=accessoryCircularCapacity`. Headless a gauge shows its value the same way in
/// every style.
public protocol GaugeStyle: Sendable {
    /// The name the rendered tree shows.
    var name: String { get }
}

/// One of SwiftUI's built-in gauge styles (`DefaultGaugeStyle`, `AccessoryCircularGaugeStyle`...),
/// told apart by name.
public struct BuiltInGaugeStyle: GaugeStyle {
    public let name: String
}

extension GaugeStyle where Self == BuiltInGaugeStyle {
    public static var automatic: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "automatic") }
    public static var linearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "linearCapacity") }
    public static var accessoryCircular: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "accessoryCircular") }
    public static var accessoryCircularCapacity: BuiltInGaugeStyle {
        BuiltInGaugeStyle(name: "accessoryCircularCapacity")
    }
    public static var accessoryLinear: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "accessoryLinear") }
    public static var accessoryLinearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(name: "accessoryLinearCapacity") }
}

extension View {
    /// The style of the gauges inside: SwiftUI's `gaugeStyle(_:)`.
    public func gaugeStyle(_ style: some GaugeStyle) -> some View {
        attributed("gaugeStyle", style.name)
    }
}
