import Foundation

/// Work a check leaves for after its verdict is shown: deleting the check's private folder and
/// saving the fingerprint memo. `checker watch` gives its `Checker` one and runs it once the
/// screen is drawn, so that a save's verdict appears that much sooner (tens of milliseconds each);
/// without one (every other command) the work is done at once, as before. A folder waiting to be
/// deleted stays tracked (`ProcessTree.track`), so an interrupted checker still deletes it.
public final class LaterWork: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@Sendable () -> Void] = []

    public init() {}

    /// Keeps `work` for `run()`.
    func add(_ work: @escaping @Sendable () -> Void) {
        lock.withLock { pending.append(work) }
    }

    /// Runs what was kept, in order, and forgets it.
    public func run() {
        let work = lock.withLock {
            defer { pending = [] }
            return pending
        }
        for item in work { item() }
    }
}
