import Foundation

/// A stand-in for UIKit's `UIImpactFeedbackGenerator`: the haptic of a physical impact, of a
/// style, played by `impactOccurred()`. What it is not: nothing is felt; each impact is recorded
/// in the acting host as `impact(heavy)` (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels: UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style every impact of this generator has.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`: UIKit's `init(style:)`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts: UIKit's `init()`.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays one impact: UIKit's `impactOccurred()`.
    public func impactOccurred() {
        play("impact(\(style))")
    }

    /// Plays one impact at `intensity`, between 0 and 1: UIKit's `impactOccurred(intensity:)`.
    public func impactOccurred(intensity: CGFloat) {
        play("impact(\(style), intensity: \(intensity))")
    }
}
