/// How a view's colours combine with what is behind it: SwiftUI's `BlendMode`, set with
/// `blendMode(_:)` and shown as `blendMode=multiply` (nothing is composited headlessly).
public enum BlendMode: String, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}

/// How a view's content changes when it is replaced by new content: SwiftUI's `ContentTransition`,
/// set with `contentTransition(_:)` and shown as `contentTransition=numericText` (no frames pass headlessly).
public struct ContentTransition: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public static let identity = ContentTransition(description: "identity")
    public static let opacity = ContentTransition(description: "opacity")
    public static let interpolate = ContentTransition(description: "interpolate")

    /// Digits that roll to their new value: SwiftUI's `numericText(countsDown:)`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(description: countsDown ? "numericText(countsDown)" : "numericText")
    }

    /// Digits that roll up or down as `value` rises or falls: SwiftUI's `numericText(value:)`.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(description: "numericText")
    }
}

extension View {
    /// Combines the view with what is behind it in `blendMode`: SwiftUI's `blendMode(_:)`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        attributed("blendMode", blendMode.rawValue)
    }

    /// Clips the view to its frame: SwiftUI's `clipped(antialiased:)`, shown as `clipped=true`.
    public func clipped(antialiased: Bool = false) -> some View {
        attributed("clipped", "true")
    }

    /// How the view's content changes when it is replaced: SwiftUI's `contentTransition(_:)`.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        attributed("contentTransition", transition.description)
    }

    /// Digits of equal width in the view's text: SwiftUI's `View.monospacedDigit()`, shown as
    /// `monospacedDigit=true`.
    public func monospacedDigit() -> some View {
        attributed("monospacedDigit", "true")
    }

    /// A monospaced font for the view's text: SwiftUI's `View.monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        attributed("monospaced", String(isActive))
    }
}

extension View {
    /// The order overlapping views are drawn in inside a stack, higher in front: SwiftUI's
    /// `zIndex(_:)`, recorded as `zIndex=1`. The tree keeps the stack's order.
    public func zIndex(_ value: Double) -> some View {
        attributed("zIndex", Points.text(CGFloat(value)))
    }
}
