/// The effects one `store.send(_:)` started, as a value that can be awaited or cancelled: TCA's
/// `StoreTask`. A view's `.task { await store.send(.onAppear).finish() }` waits for the work the
/// action started.
public struct StoreTask: Sendable {
    let tasks: [Task<Void, Never>]

    /// Cancels the effects.
    public func cancel() {
        for task in tasks { task.cancel() }
    }

    /// Waits until the effects have finished; cancelling the waiting task cancels them.
    public func finish() async {
        await withTaskCancellationHandler {
            for task in tasks { await task.value }
        } onCancel: {
            for task in tasks { task.cancel() }
        }
    }

    /// Whether the effects have been cancelled.
    public var isCancelled: Bool { tasks.contains { $0.isCancelled } }
}
