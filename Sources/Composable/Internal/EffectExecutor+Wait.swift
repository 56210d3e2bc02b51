extension EffectExecutor {
    /// How long effects may keep running without ever going quiet before a wait on them calls it
    /// a hang (an effect spinning in a loop). Only a hang gets this far.
    static let hangGuard: Duration = .seconds(300)

    /// Waits until `isDone` holds, letting the effects run. Time counts against `timeout` only
    /// while the effects are quiet (`quiet()`): each waits on something outside the runtime, such
    /// as a test clock the test has not advanced, or real time. While an effect is still waiting
    /// for a thread, as on a busy machine, no time counts. Returns whether `isDone` held.
    @MainActor
    func wait(until isDone: @MainActor () -> Bool, quietFor timeout: Duration) async -> Bool {
        let start = ContinuousClock.now
        var quietSince: ContinuousClock.Instant?
        while !isDone() {
            let before = progress
            await quiet()
            if isDone() { return true }
            let now = ContinuousClock.now
            if now - start >= Self.hangGuard { return false }
            if progress != before {
                quietSince = nil
                continue
            }
            let since = quietSince ?? now
            quietSince = since
            if now - since >= timeout { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}
