extension Color {
    /// A colour from hue, saturation and brightness between 0 and 1: SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`, named by its components (`hsb(0.6, 1, 0.8)`)
    /// as an RGB colour is (`rgb(1, 0.5, 0)`).
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let components = [hue, saturation, brightness].map(Self.text).joined(separator: ", ")
        self.init(opacity < 1 ? "hsba(\(components), \(Self.text(opacity)))" : "hsb(\(components))")
    }

    nonisolated private static func text(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
