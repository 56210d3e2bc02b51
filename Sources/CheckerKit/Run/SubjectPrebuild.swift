import Foundation

/// Compiles a test-writing exercise's feature and its planted bugs (`FeatureSubjects`) on a
/// thread of its own while the learner reads the exercise and writes tests, so that the check
/// which finally passes against the correct feature finds every planted bug compiled (they do not
/// depend on the learner's file). `checker watch` starts one for the exercise it shows.
///
/// A check pauses it (`pause()`): the compile under way runs on, but no new one starts until
/// `resume()`, so at most one prebuild compile shares the machine with the check. `finish()`
/// stops it after that compile and waits for the thread, which deletes its folder: nothing is
/// left running when the command ends. A version the check needs before the prebuild reached
/// it is compiled by the check, as without a prebuild; whichever stores it first is kept.
final class SubjectPrebuild: @unchecked Sendable {
    /// The exercise whose versions are built.
    let exerciseID: String
    private let checker: Checker
    private let sources: ExerciseSources
    private let condition = NSCondition()
    private var paused = false
    private var stopped = false
    private var running = false

    init(checker: Checker, sources: ExerciseSources) {
        self.checker = checker
        self.sources = sources
        exerciseID = sources.exercise.id
    }

    /// Starts building on a thread of its own (once).
    func start() {
        let begin: Bool = condition.withLock {
            guard !running, !stopped else { return false }
            running = true
            return true
        }
        guard begin else { return }
        let thread = Thread { [self] in
            buildAll()
            condition.withLock {
                running = false
                condition.broadcast()
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// No compile starts until `resume()`.
    func pause() {
        condition.withLock { paused = true }
    }

    func resume() {
        condition.withLock {
            paused = false
            condition.broadcast()
        }
    }

    /// No compile starts any more; the one under way ends on its own.
    func stop() {
        condition.withLock {
            stopped = true
            condition.broadcast()
        }
    }

    /// Stops after the compile under way and waits until the thread has ended.
    func finish() {
        stop()
        waitUntilDone()
    }

    /// Waits until every version is built (or the prebuild stopped).
    func waitUntilDone() {
        condition.withLock {
            while running { condition.wait() }
        }
    }

    /// True when the thread should go on to the next compile; waits while paused.
    private func mayContinue() -> Bool {
        condition.withLock {
            while paused && !stopped { condition.wait() }
            return !stopped
        }
    }

    /// Builds every version not yet stored, one at a time, in a private folder deleted after.
    private func buildAll() {
        guard sources.exercise.kind == .tests, mayContinue() else { return }
        guard let command = try? checker.compileCommand(for: sources).get() else { return }
        let subjects = FeatureSubjects(
            checker: checker, command: command, sources: sources,
            folder: checker.runsDirectory.appending(path: "\(exerciseID)-prebuild-\(UUID().uuidString)"))
        ProcessTree.track(folder: subjects.folder.path)
        defer {
            try? FileManager.default.removeItem(at: subjects.folder)
            ProcessTree.untrack(folder: subjects.folder.path)
        }
        for (index, version) in subjects.versions.enumerated() where !subjects.isStored(version) {
            guard mayContinue() else { return }
            // A version that does not compile is the check's to report; the others are still built.
            _ = subjects.build(version, name: "version-\(index)")
        }
    }
}
