import Foundation

/// A stand-in for UIKit's `UIFeedbackGenerator`, the base class of the haptic feedback generators
/// SwiftUI code keeps in a view (`let haptic = UIImpactFeedbackGenerator(style: .heavy)`) and
/// calls from a button's action. What it is not: nothing is felt and no Taptic Engine is
/// prepared; each feedback the app plays is recorded, by name, in the host that is acting
/// (`ViewHost.playedFeedback`), as the system would be asked to play it. UIKit itself does not
/// exist on Linux. Like every UIKit stand-in here it is isolated to the main actor
/// `@preconcurrency`, as Swift imports UIKit's Objective-C classes marked for the main thread:
/// reaching it from nonisolated code passes unremarked in the Swift 5 language mode and is a
/// warning in Swift 6's.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// A generator; UIKit's `init()`.
    public init() {}

    /// Readies the haptics hardware so that the next feedback plays without delay: UIKit's
    /// `prepare()`. Headless there is no hardware, so it does nothing.
    public func prepare() {}

    /// Records `feedback` in the host that is mounting, updating or acting, if any.
    func play(_ feedback: String) {
        GraphEngine.active?.playedFeedback.append(feedback)
    }
}

extension ViewHost {
    /// The haptics the app played through UIKit's feedback generators, oldest first, by name:
    /// `impact(heavy)`, `impact(light, intensity: 0.5)`, `notification(success)`, `selection`.
    public var playedFeedback: [String] { engine.playedFeedback }
}
