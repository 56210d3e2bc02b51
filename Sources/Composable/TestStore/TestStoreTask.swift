/// The effects one `TestStore.send` started: TCA's `TestStoreTask`. A test can cancel them (as a
/// view disappearing would) or wait for them.
@MainActor
public struct TestStoreTask: Sendable {
    let tasks: [Task<Void, Never>]
    let timeout: Duration

    /// Cancels the effects and lets them wind down.
    public func cancel() async {
        for task in tasks { task.cancel() }
        for task in tasks { await task.value }
    }

    /// Waits for the effects to finish, failing the test if they are still running after `timeout`
    /// during which none of them could run (`EffectExecutor.wait(until:quietFor:)`).
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let completion = Completion()
        let tasks = self.tasks
        Task { @MainActor in
            for task in tasks { await task.value }
            completion.isDone = true
        }
        let limit = timeout ?? self.timeout
        // Time counts only while every effect waits on something outside the runtime.
        _ = await EffectExecutor.shared.wait(until: { completion.isDone }, quietFor: limit)
        if !completion.isDone {
            SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column).report(
                "Expected the effects of this action to finish, but they were still running after \(limit).")
        }
    }

    /// Whether the effects were cancelled.
    public var isCancelled: Bool { tasks.allSatisfy(\.isCancelled) }
}

/// Set once a group of tasks has finished.
@MainActor
final class Completion {
    var isDone = false
}
