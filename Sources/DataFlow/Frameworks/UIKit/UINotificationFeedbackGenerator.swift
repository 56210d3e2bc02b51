/// A stand-in for UIKit's `UINotificationFeedbackGenerator`: the haptic that tells a task
/// succeeded, failed or needs attention, played by `notificationOccurred(_:)`. What it is not:
/// nothing is felt; each one is recorded in the acting host as `notification(success)` (see
/// `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What a notification tells: UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the notification haptic of `notificationType`: UIKit's `notificationOccurred(_:)`.
    public func notificationOccurred(_ notificationType: FeedbackType) {
        play("notification(\(notificationType))")
    }
}
