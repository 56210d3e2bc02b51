/// What `checker watch` does, as a state machine with no input or output of its own: given a key,
/// a save or a finished check, it says what to do next (`Effect`), so the keys and the flow can
/// be tested without a terminal. The loop in `WatchCommand` performs the effects.
struct WatchSession: Equatable {
    /// What the screen is showing, which decides what a key means.
    enum Mode: Equatable {
        /// The current exercise's result (the usual screen).
        case watching
        /// Another view (the list, a hint, every exercise's results): any key goes back.
        case overlay
        /// "Reset …? [y/N]" is asked.
        case confirmingReset
        /// Quitting.
        case finished
    }

    /// What the loop must do.
    enum Effect: Equatable {
        /// Check the exercise and show its result.
        case check(String)
        /// Show the exercise's next hint.
        case showHint(String)
        /// Show the list of exercises.
        case showList
        /// Check every exercise, in course order.
        case checkAll
        /// Ask whether to reset the exercise.
        case askReset(String)
        /// Reset the exercise (then a save is seen and it is checked again).
        case reset(String)
        /// Say that the reset was cancelled.
        case resetCancelled
        /// Move to the exercise after the current one that is not done, and check it.
        case moveToNext
        /// Say that the exercise must pass before `n` moves on.
        case notPassedYet(String)
        /// Draw the current exercise's screen again.
        case redraw
        /// Restore the terminal, say goodbye and end.
        case quit
    }

    /// The exercise being watched; nil when every exercise passes.
    var current: String?
    /// Whether its latest check passed.
    var currentPasses = false
    /// What the screen shows.
    var mode = Mode.watching

    /// The effects of the key `byte`: h hint, l list, n next (once passed), a check all,
    /// r reset (asks first), q or Ctrl-D quit. Keys are read in either case.
    mutating func press(_ byte: UInt8) -> [Effect] {
        let key = Character(Unicode.Scalar(byte)).lowercased()
        if byte == 4 || (key == "q" && mode != .confirmingReset) {
            mode = .finished
            return [.quit]
        }
        switch mode {
        case .finished:
            return []
        case .confirmingReset:
            mode = .watching
            guard let current else { return [.redraw] }
            return key == "y" ? [.reset(current)] : [.resetCancelled]
        case .overlay:
            mode = .watching
            return [.redraw]
        case .watching:
            break
        }
        switch key {
        case "h":
            guard let current else { return [] }
            mode = .overlay
            return [.showHint(current)]
        case "l":
            mode = .overlay
            return [.showList]
        case "a":
            mode = .overlay
            return [.checkAll]
        case "r":
            guard let current else { return [] }
            mode = .confirmingReset
            return [.askReset(current)]
        case "n":
            guard let current else { return [] }
            return currentPasses ? [.moveToNext] : [.notPassedYet(current)]
        default:
            return []
        }
    }

    /// A file the current exercise depends on was saved: check it again.
    mutating func filesChanged() -> [Effect] {
        guard let current, mode != .finished else { return [] }
        if mode == .overlay { mode = .watching }
        return [.check(current)]
    }

    /// A check of `id` ended.
    mutating func checked(_ id: String, passed: Bool) {
        if id == current { currentPasses = passed }
    }

    /// The loop moved to `id` (nil: every exercise passes).
    mutating func moved(to id: String?) {
        current = id
        currentPasses = false
        mode = .watching
    }
}
