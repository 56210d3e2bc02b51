import Foundation

/// A spring described by its physics or its feel, for keyframes and spring animations: SwiftUI's
/// `Spring`. As an `Animation`, headless it is its description (`Spring(duration: 0.5, bounce: 0.3)`):
/// no time passes.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(description: String) {
        self.description = description
    }

    /// A spring that settles in about `duration` seconds, bouncing by `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        description = "Spring(duration: \(duration), bounce: \(bounce))"
    }

    /// A spring described by how fast it responds and how much it is damped.
    public init(response: Double, dampingRatio: Double) {
        description = "Spring(response: \(response), dampingRatio: \(dampingRatio))"
    }

    /// A spring of a mass on a spring of `stiffness`, slowed by `damping`.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        description = "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }

    /// SwiftUI's `Spring.smooth`, `.snappy` and `.bouncy`.
    public static let smooth = Spring(description: "smooth")
    public static let snappy = Spring(description: "snappy")
    public static let bouncy = Spring(description: "bouncy")
}
