/// Colours from components in a named colour space: SwiftUI's `Color.RGBColorSpace` with
/// `Color(_:red:green:blue:opacity:)` and `Color(_:white:opacity:)`. Headless, nothing is drawn,
/// so the space changes nothing: the colour is named by its components, as `Color(red:green:blue:)`
/// names it (`rgb(1, 0.5, 0)`).
extension Color {
    /// A colour space for components: SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// A colour from red, green and blue components in `colorSpace`: SwiftUI's
    /// `init(_:red:green:blue:opacity:)`.
    nonisolated public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey from a white component in `colorSpace`: SwiftUI's `init(_:white:opacity:)`.
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}
