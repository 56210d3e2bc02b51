import Foundation

/// The spring animations SwiftUI describes by physics or by feel: `interpolatingSpring` (a spring
/// that interpolates between values, described by stiffness and damping or by duration and bounce)
/// and `interactiveSpring` (a quick spring for changes that follow a gesture). As every DataFlow
/// `Animation`, each is its description: no time passes headlessly, and the update trace records it
/// next to the change (`animated with interpolatingSpring(stiffness: 170.0, damping: 15.0)`).
extension Animation {
    /// SwiftUI's `Animation.interpolatingSpring`, a spring with its default duration and bounce.
    public static let interpolatingSpring = Animation("interpolatingSpring")

    /// A spring of `mass`, `stiffness` and `damping`: SwiftUI's
    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        let massText = mass == 1.0 ? "" : "mass: \(mass), "
        return Animation("interpolatingSpring(\(massText)stiffness: \(stiffness), damping: \(damping))")
    }

    /// A spring that takes about `duration` seconds and bounces by `bounce`: SwiftUI's
    /// `interpolatingSpring(duration:bounce:initialVelocity:)`.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }

    /// A quick spring for changes that follow a gesture: SwiftUI's
    /// `interactiveSpring(response:dampingFraction:blendDuration:)`. With its defaults it is
    /// `.interactiveSpring`.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        if response == 0.15, dampingFraction == 0.86 { return .interactiveSpring }
        return Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// A quick spring described by duration and extra bounce: SwiftUI's
    /// `interactiveSpring(duration:extraBounce:blendDuration:)`.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: Double = 0.25
    ) -> Animation {
        Animation("interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))")
    }
}
