import Foundation

/// One check's reasons not to keep its result in the result cache, noted where they are known
/// (a compile the machine failed, a compiler crash, a compile stopped at its time limit) and read
/// when the check's result would be stored. A result with a reason is never cached, and any
/// result stored earlier for the same inputs is removed, so the next check compiles again.
final class CacheVeto: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [String] = []

    /// Notes that the result must not be cached, and why.
    func veto(_ reason: String) {
        lock.withLock { noted.append(reason) }
    }

    /// Why the result must not be cached; empty when it may be.
    var reasons: [String] {
        lock.withLock { noted }
    }
}
