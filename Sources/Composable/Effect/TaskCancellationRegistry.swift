import Foundation

/// The operations a store's effects run under `withTaskCancellation(id:)`, by cancellation id, so
/// that `Effect.cancel(id:)` from the store's reducer, and `Task.cancel(id:)`, cancel them as they
/// cancel `cancellable(id:)` effects. One per store (its `EffectRuntime`); an effect finds it
/// through `current`, bound while the effect runs, with the effect's cancellation scope.
final class TaskCancellationRegistry: @unchecked Sendable {
    // Sendable: `operations` and `next` are read and written under `lock`.

    /// The registry of the store whose effect is running, and that effect's cancellation scope.
    struct Context: Sendable {
        let registry: TaskCancellationRegistry
        let scope: [AnyHashableSendable]

        func cancelID(_ id: some Hashable & Sendable) -> CancelID {
            CancelID(id: AnyHashableSendable(id), scope: scope)
        }
    }

    @TaskLocal static var current: Context?

    private let lock = NSLock()
    private var operations: [CancelID: [Int: @Sendable () -> Void]] = [:]
    private var next = 0

    /// Remembers `cancel` under `id` until `remove` is called with the token returned.
    func insert(_ cancel: @escaping @Sendable () -> Void, at id: CancelID) -> Int {
        lock.withLock {
            next += 1
            operations[id, default: [:]][next] = cancel
            return next
        }
    }

    func remove(_ token: Int, at id: CancelID) {
        lock.withLock {
            operations[id]?[token] = nil
            if operations[id]?.isEmpty == true { operations[id] = nil }
        }
    }

    /// Cancels every operation running under `id`.
    func cancel(_ id: CancelID) {
        let cancels = lock.withLock { operations.removeValue(forKey: id) ?? [:] }
        for cancel in cancels.values { cancel() }
    }
}
