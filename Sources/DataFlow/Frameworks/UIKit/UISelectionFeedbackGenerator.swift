/// A stand-in for UIKit's `UISelectionFeedbackGenerator`: the haptic of a selection changing
/// (a picker's wheel turning a row), played by `selectionChanged()`. What it is not: nothing is
/// felt; each one is recorded in the acting host as `selection` (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection haptic: UIKit's `selectionChanged()`.
    public func selectionChanged() {
        play("selection")
    }
}
