import Foundation

/// A compile under way on a thread of its own, whose outcome is awaited later: a check compiles
/// the checks' runner against the learner's module as soon as the learner's compile has written
/// it, while that compile goes on to the learner's library (see `CheckRun`). `wait()` returns
/// the compile's failure, or nil when it succeeded; it may be called more than once, and every
/// path of the check calls it before the check's folder is deleted, so that no compile outlives
/// the check.
final class PendingCompile: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var outcome: ExerciseResult?

    /// Starts `work` at once on a new thread, in the wording's language of the caller (a task
    /// local, which a new thread does not inherit: without it a compile error read under
    /// `LANG=ko` was explained in English).
    init(_ work: @escaping @Sendable () -> ExerciseResult?) {
        let book = PhraseBook.current
        Thread.detachNewThread { [self] in
            let result = PhraseBook.$current.withValue(book) { work() }
            lock.withLock { outcome = result }
            finished.signal()
        }
    }

    /// True when the compile has ended, waiting at most `seconds` for it.
    func hasEnded(within seconds: Double) -> Bool {
        guard finished.wait(timeout: .now() + seconds) == .success else { return false }
        finished.signal()
        return true
    }

    /// Waits until the compile has ended; its failure, or nil.
    func wait() -> ExerciseResult? {
        finished.wait()
        // Signalled again, so that the next wait returns at once.
        finished.signal()
        return lock.withLock { outcome }
    }
}

extension PendingCompile {
    /// Waits until `file` exists or the compile has ended, whichever comes first: true when the
    /// file appeared while the compile was still under way. The frontend writes a module whole
    /// under a temporary name and renames it into place (seen with `strace` on Swift 6.3:
    /// `LearnerExercise-<hash>.swiftmodule.tmp` renamed to `LearnerExercise.swiftmodule`), so
    /// a module that exists is complete; `CheckRun` still compares it with the module the
    /// finished compile leaves before it uses what it built from it.
    func waitForFile(_ file: URL, poll: Double = 0.003) -> Bool {
        while !hasEnded(within: poll) {
            if FileManager.default.fileExists(atPath: file.path) { return true }
        }
        return false
    }
}
