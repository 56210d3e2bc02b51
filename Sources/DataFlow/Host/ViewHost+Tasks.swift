extension ViewHost {
    /// How many tasks started by `.task` are running: started and neither finished nor cancelled.
    public var activeTaskCount: Int {
        settle()
        return engine.tasks.activeCount
    }

    /// Runs the tasks that `.task` modifiers started until each one finishes or waits on something
    /// that cannot progress, and applies the updates their state changes cause.
    ///
    /// How: the tasks run on the main actor, as SwiftUI's do. This method gives them the main actor
    /// by yielding (`await Task.yield()`) again and again; after each yield it runs the updates for
    /// what the tasks changed. It stops when no task is left, or when 100 yields in a row saw no
    /// task finish and no state change, and 50 milliseconds passed without either (time for work
    /// that hops to other executors, such as a nonisolated `async` function): the remaining tasks
    /// are then waiting on something outside (a continuation never resumed, a long `Task.sleep`). Work that waits on a clock, such as a
    /// `try await Task.sleep(for: .milliseconds(200))` that simulates a download, needs real time:
    /// pass `waitingUpTo:` a duration, and the host keeps running tasks until they finish or that
    /// much time has passed.
    public func runTasks(waitingUpTo limit: Duration = .zero) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        var lastProgress = progressMark
        var lastProgressTime = clock.now
        var idleYields = 0
        settle()
        while engine.tasks.unfinishedCount > 0 {
            await Task.yield()
            if engine.hasPendingWork { engine.flush(cause: "task") }
            let progress = progressMark
            if progress != lastProgress {
                lastProgress = progress
                lastProgressTime = clock.now
                idleYields = 0
                continue
            }
            idleYields += 1
            if idleYields >= 100 {
                let now = clock.now
                if now >= deadline && now - lastProgressTime >= .milliseconds(50) { return }
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
    }

    /// Changes whenever a task finishes or a source of truth changes.
    private var progressMark: Int {
        engine.tasks.finishedCount + engine.changeCount
    }
}
