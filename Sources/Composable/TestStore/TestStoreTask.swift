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

    /// Waits for the effects to finish, failing the test if they are still running after `timeout`.
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
        let deadline = ContinuousClock.now.advanced(by: limit)
        while !completion.isDone, ContinuousClock.now < deadline {
            await Yielding.letOtherTasksRun(rounds: 1)
            if !completion.isDone { try? await Task.sleep(for: .milliseconds(1)) }
        }
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
