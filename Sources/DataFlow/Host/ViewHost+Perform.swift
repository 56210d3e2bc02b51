extension ViewHost {
    /// Runs `action` as one host action recorded under `cause`: for changes an app makes outside
    /// its views (a store receiving an action, a model updated by a network response). The
    /// update it causes runs before this returns, and the trace names it `cause`.
    public func perform(_ cause: String, _ action: () throws -> Void) rethrows {
        try engine.perform(cause, action)
    }

    /// Runs the update for changes made since the last one (by tasks, effects, timers) and
    /// records it under `cause`.
    func settle(as cause: String) {
        MainActorThread.record()
        engine.collectObservationChanges()
        if engine.hasPendingWork { engine.flush(cause: cause) }
    }
}
