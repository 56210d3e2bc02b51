import Foundation

/// What a `TestStore` knows of the shared values its feature changed, so that a test must
/// describe those changes as it describes the rest of the state (TCA's "Testing shared state": a
/// change to `@Shared` state that the test does not assert fails an exhaustive test, and
/// `$0.$count.withLock { $0 = 1 }` in the assertion closure describes it).
///
/// Two copies of a `Shared` value read the same storage, so the state before an action and the
/// state after it would always agree on a shared field. The tracker keeps, for each shared root a
/// reducer or effect of the test store changed since the last assertion, the value it had
/// `before` and the value the test `expected`; while the test describes a change
/// (`Reading.expected`), shared values read and write the `expected` copy, not the live one.
/// swift-sharing solves the same problem with snapshots taken by its own change tracker; this is
/// the workbook's version of that idea, not a copy of its code.
///
/// The tracker is found through task-local values: the test store binds `current` while its
/// reducers run (effects started then inherit it) and while it checks an assertion, and `reading`
/// says which copy the current task sees. Elsewhere (views, other tests) nothing changes.
final class SharedChangeTracker: @unchecked Sendable {
    // Sendable: `entries` is read and written under `lock`.

    /// Which copy of a tracked shared value the current task reads and writes.
    enum Reading: Sendable {
        /// The value as it is: what views and the feature see.
        case live
        /// The value before the changes since the last assertion.
        case before
        /// The value the test describes: `before`, changed by the assertion closure.
        case expected
    }

    /// The tracker of the test store whose reducer, effect or assertion is running, if any.
    @TaskLocal static var current: SharedChangeTracker?
    /// The copy the current task reads; `.live` unless a test store is checking an assertion.
    @TaskLocal static var reading: Reading = .live

    private struct Entry {
        var before: Any
        var expected: Any
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// A shared root is about to change from `before` while the feature runs: the first change
    /// since the last assertion is remembered.
    func willChange(_ root: ObjectIdentifier, from before: Any) {
        lock.withLock {
            if entries[root] == nil { entries[root] = Entry(before: before, expected: before) }
        }
    }

    /// The copy of `root` that `reading` names, or nil when the root has not changed (then every
    /// copy is the live value).
    func value(of root: ObjectIdentifier, reading: Reading) -> Any? {
        lock.withLock {
            guard let entry = entries[root] else { return nil }
            switch reading {
            case .live: return nil
            case .before: return entry.before
            case .expected: return entry.expected
            }
        }
    }

    /// The test describes `root` as `expected`; `live` is its value now, used as its value
    /// before when the feature did not change it (so a change the feature did not make fails).
    func describe(_ root: ObjectIdentifier, as expected: Any, live: Any) {
        lock.withLock {
            entries[root, default: Entry(before: live, expected: live)].expected = expected
        }
    }

    /// After an assertion: the live values are what the test expects from now on.
    func forgetChanges() {
        lock.withLock { entries.removeAll() }
    }

    /// Runs `body` as the test store's reducers and effects run: shared changes are tracked.
    func tracking<R>(_ body: () throws -> R) rethrows -> R {
        try Self.$current.withValue(self) { try body() }
    }

    /// Runs `body` reading the `reading` copy of every tracked shared value.
    func reading<R>(_ reading: Reading, _ body: () throws -> R) rethrows -> R {
        try Self.$current.withValue(self) { try Self.$reading.withValue(reading) { try body() } }
    }
}
