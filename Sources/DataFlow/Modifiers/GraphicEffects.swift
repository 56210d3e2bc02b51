import Foundation

/// The colour and focus effects SwiftUI applies to a view's pixels: `blur(radius:opaque:)`,
/// `grayscale(_:)`, `brightness(_:)`, `contrast(_:)`, `saturation(_:)`, `hueRotation(_:)` and
/// `colorInvert()`. Headless, nothing is drawn, so each is recorded on the view as an attribute
/// (`blur=10`, `grayscale=1`), which tests and the rendered tree can read.
extension View {
    /// Blurs the view: SwiftUI's `blur(radius:opaque:)`, shown as `blur=10` (`blur=10 opaque` when opaque).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        attributed("blur", Points.text(radius) + (opaque ? " opaque" : ""))
    }

    /// Takes colour out of the view: SwiftUI's `grayscale(_:)`, shown as `grayscale=0.5`.
    public func grayscale(_ amount: Double) -> some View {
        attributed("grayscale", Points.text(amount))
    }

    /// Lightens or darkens the view: SwiftUI's `brightness(_:)`, shown as `brightness=0.2`.
    public func brightness(_ amount: Double) -> some View {
        attributed("brightness", Points.text(amount))
    }

    /// Changes the view's contrast: SwiftUI's `contrast(_:)`, shown as `contrast=1.5`.
    public func contrast(_ amount: Double) -> some View {
        attributed("contrast", Points.text(amount))
    }

    /// Changes the view's colour saturation: SwiftUI's `saturation(_:)`, shown as `saturation=0`.
    public func saturation(_ amount: Double) -> some View {
        attributed("saturation", Points.text(amount))
    }

    /// Shifts every colour of the view round the colour wheel: SwiftUI's `hueRotation(_:)`, shown
    /// as `hueRotation=90°`.
    public func hueRotation(_ angle: Angle) -> some View {
        attributed("hueRotation", Points.text(angle.degrees) + "°")
    }

    /// Inverts the view's colours: SwiftUI's `colorInvert()`, shown as `colorInvert=true`.
    public func colorInvert() -> some View {
        attributed("colorInvert", "true")
    }
}
