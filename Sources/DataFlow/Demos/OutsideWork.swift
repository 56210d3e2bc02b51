import Foundation

/// The work a demo's `waitUntil` step waits for that its views do not own: the effects that the
/// stores a demo made have started and not yet seen end. Composable's stores count theirs here
/// as they start and end them, and say so each time an effect sends an action back.
///
/// It lets a wait stand on what the runtime knows rather than on a clock: the step checks its
/// condition again each time this ledger changes, and gives up only once no work is left that
/// could still make the condition true. A busy machine changes how long that takes, never
/// whether it happens. (Course tooling: SwiftUI has no counterpart.)
public final class OutsideWork: @unchecked Sendable {
    /// The ledger of the running task: a demo run gives its stores and steps one of their own
    /// (`$current.withValue(OutsideWork()) { … }`); outside a run, everything reports to `process`.
    @TaskLocal public static var current: OutsideWork = .process
    /// The ledger of work started outside any run.
    public static let process = OutsideWork()

    private let lock = NSLock()
    private var running = 0
    private var changes = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// An empty ledger.
    public init() {}

    /// How many pieces of work have started and not ended.
    public var inFlight: Int { lock.withLock { running } }

    /// Grows each time work starts, ends or reports progress: `change(after:)` waits for it to move.
    public var changeCount: Int { lock.withLock { changes } }

    /// A piece of work starts: it counts as in flight until `end()` is called on what this returns.
    public func begin() -> Piece {
        record(started: 1)
        return Piece(of: self)
    }

    /// A piece of work did something the waiting step may want to see (an effect sent an action).
    public func progressed() { record(started: 0) }

    /// Runs on the main actor right after each action that work sends back has been handled,
    /// while set: a demo's `waitUntil` step settles its host here, so that each such action is an
    /// update of its own in the trace, however the machine interleaves the effects with the
    /// waiting step. (Woken only after the fact, the step settled two actions at once when a
    /// busy machine ran the second effect before it: the same demo traced one update or two.)
    @MainActor public var afterEachAction: (@MainActor () -> Void)?

    /// `progressed()` for an action sent back and handled on the main actor: also runs
    /// `afterEachAction`.
    @MainActor public func handledAction() {
        progressed()
        afterEachAction?()
    }

    /// Returns once the ledger has changed since `changeCount` read `seen` (at once if it already
    /// has), or once `interval` has passed, whichever comes first.
    public func change(after seen: Int, orAfter interval: Duration) async {
        if changeCount != seen { return }
        let alarm = Task { [self] in
            try? await Task.sleep(for: interval)
            wakeWaiters()
        }
        defer { alarm.cancel() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let alreadyChanged = lock.withLock {
                guard changes == seen else { return true }
                waiters.append(continuation)
                return false
            }
            if alreadyChanged { continuation.resume() }
        }
    }

    /// Resumes the waits without a change: their interval has passed.
    private func wakeWaiters() {
        let woken = lock.withLock {
            defer { waiters.removeAll() }
            return waiters
        }
        for waiter in woken { waiter.resume() }
    }

    /// One piece of work in flight. Ending it more than once (cancelled, then finished) counts once.
    public final class Piece: @unchecked Sendable {
        private let ledger: OutsideWork
        private let lock = NSLock()
        private var isEnded = false

        fileprivate init(of ledger: OutsideWork) {
            self.ledger = ledger
        }

        /// The work ended: it finished, or was cancelled.
        public func end() {
            let first = lock.withLock {
                defer { isEnded = true }
                return !isEnded
            }
            if first { ledger.record(started: -1) }
        }
    }

    fileprivate func record(started: Int) {
        let woken = lock.withLock {
            running += started
            changes += 1
            defer { waiters.removeAll() }
            return waiters
        }
        for waiter in woken { waiter.resume() }
    }
}
