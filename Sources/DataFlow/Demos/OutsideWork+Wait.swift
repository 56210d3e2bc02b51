extension OutsideWork {
    /// How a wait on outside work ended.
    public enum WaitOutcome: Equatable, Sendable {
        /// The condition holds.
        case met
        /// The condition does not hold and no work is left that could make it hold.
        case nothingLeft
        /// Work was still in flight after the hang guard: something never ends (an effect waiting
        /// on a continuation nobody resumes). Not a verdict on the work's logic.
        case hung(inFlight: Int)
    }

    /// How long a wait lets work stay in flight before it calls it a hang. Only work that never
    /// ends gets this far: a wait ends as soon as the condition holds or the work is done.
    public static let hangGuard: Duration = .seconds(300)

    /// Waits until `condition` holds, checking it again (after `settle`, which applies what the
    /// work changed) each time this ledger changes (an effect ended or sent an action) and every
    /// few milliseconds while work is in flight, for conditions on what the ledger cannot see. Ends with
    /// `.nothingLeft` as soon as the condition is false and no work is in flight, and never
    /// because a clock ran out while work was still running, however slowly the machine runs it.
    @MainActor
    public func wait(
        until condition: @MainActor () -> Bool, settle: @MainActor () -> Void = {}
    ) async -> WaitOutcome {
        let start = ContinuousClock.now
        while true {
            let seen = changeCount
            settle()
            if condition() { return .met }
            let running = inFlight
            if running == 0 { return .nothingLeft }
            if ContinuousClock.now - start >= Self.hangGuard { return .hung(inFlight: running) }
            // The condition may read what no ledger sees change (a client's log of requests an
            // effect made): look again after a moment, or at once when the ledger changes.
            await change(after: seen, orAfter: .milliseconds(2))
        }
    }
}
