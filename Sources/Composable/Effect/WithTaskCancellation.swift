/// Runs `operation` so that cancelling `id` cancels it: TCA's `withTaskCancellation(id:
/// cancelInFlight:operation:)` (`Effects/Cancellation.swift`), written inside an `Effect.run`.
/// `Effect.cancel(id:)` returned by the feature's reducer, or `Task.cancel(id:)`, cancels the
/// operation as it would a `cancellable(id:)` effect; with `cancelInFlight`, starting it first
/// cancels an operation still running under the same id, which is how TCA's documentation
/// debounces work:
///
///     return .run { send in
///         try await withTaskCancellation(id: CancelID.response, cancelInFlight: true) {
///             try await clock.sleep(for: .seconds(0.3))
///             await send(.debouncedResponse(await Result { try await client.search(query) }))
///         }
///     }
///
/// Ids belong to the store whose effect runs the operation, scoped as that effect's
/// `cancellable(id:)` ids are (a presented child's ids are its own); outside an effect the
/// operation simply runs.
public func withTaskCancellation<T: Sendable>(
    id: some Hashable & Sendable,
    cancelInFlight: Bool = false,
    operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    guard let context = TaskCancellationRegistry.current else { return try await operation() }
    let task = context.start(id: id, cancelInFlight: cancelInFlight, operation)
    defer { context.registry.remove(task.token, at: task.cancelID) }
    return try await withTaskCancellationHandler {
        try await task.task.value
    } onCancel: {
        task.task.cancel()
    }
}

/// `withTaskCancellation(id:cancelInFlight:operation:)` for an operation that does not throw
/// (TCA's is `rethrows`): cancelled, it ends when the operation notices.
public func withTaskCancellation<T: Sendable>(
    id: some Hashable & Sendable,
    cancelInFlight: Bool = false,
    operation: @escaping @Sendable () async -> T
) async -> T {
    guard let context = TaskCancellationRegistry.current else { return await operation() }
    let task = context.start(id: id, cancelInFlight: cancelInFlight) { await operation() }
    defer { context.registry.remove(task.token, at: task.cancelID) }
    return await withTaskCancellationHandler {
        // The task never throws: its operation does not.
        (try? await task.task.value)!
    } onCancel: {
        task.task.cancel()
    }
}

extension TaskCancellationRegistry.Context {
    /// Starts `operation` in a task registered under `id`, first cancelling what runs under it
    /// when `cancelInFlight`.
    fileprivate func start<T: Sendable>(
        id: some Hashable & Sendable, cancelInFlight: Bool, _ operation: @escaping @Sendable () async throws -> T
    ) -> (task: Task<T, any Error>, token: Int, cancelID: CancelID) {
        let cancelID = cancelID(id)
        if cancelInFlight { registry.cancel(cancelID) }
        let task = Task { try await operation() }
        let token = registry.insert({ task.cancel() }, at: cancelID)
        return (task, token, cancelID)
    }
}

extension Task where Success == Never, Failure == Never {
    /// Cancels the operations running under `id` with `withTaskCancellation(id:)` in the current
    /// store's effects: TCA's `Task.cancel(id:)`.
    public static func cancel(id: some Hashable & Sendable) {
        guard let context = TaskCancellationRegistry.current else { return }
        context.registry.cancel(context.cancelID(id))
    }
}
