/// How an image is smoothed when it is scaled: SwiftUI's `Image.interpolation(_:)` and
/// `Image.antialiased(_:)`. Drawing only: headless each is a mark on the image
/// (`Image "pixel-art" interpolation=none`), and, as in SwiftUI, each returns an `Image`, so it
/// comes before view modifiers.
extension Image {
    /// The quality of smoothing when an image is scaled: SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Sendable {
        case none, low, medium, high
    }

    /// Scales the image with `interpolation`: SwiftUI's `Image.interpolation(_:)`.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        marked("interpolation", "\(interpolation)")
    }

    /// Smooths the image's edges or not: SwiftUI's `Image.antialiased(_:)`.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        marked("antialiased", String(isAntialiased))
    }
}
