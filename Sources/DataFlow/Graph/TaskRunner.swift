/// The tasks started by `.task` modifiers, as Swift concurrency `Task`s on the main actor. A task
/// starts when its view appears and is cancelled when the view disappears or, for `task(id:)`, when
/// the id changes (SwiftUI's documented behaviour for `task(priority:_:)` and `task(id:priority:_:)`).
/// Cancelling is cooperative, as everywhere in Swift: the task's work sees `Task.isCancelled`, or a
/// `Task.sleep` throws `CancellationError`, and it returns.
@MainActor
final class TaskRunner {
    private var running: [Int: Task<Void, Never>] = [:]
    private var cancelled: Set<Int> = []
    private var tokens: [ObjectIdentifier: Int] = [:]
    private var nextToken = 0
    /// How many tasks have finished so far; the host watches it to see that work progresses.
    private(set) var finishedCount = 0

    /// When the host goes away, its views go with it: their tasks are cancelled.
    isolated deinit {
        for task in running.values {
            task.cancel()
        }
    }

    /// Tasks started and neither finished nor cancelled.
    var activeCount: Int { running.count - cancelled.count }

    /// Tasks started and not finished, cancelled or not.
    var unfinishedCount: Int { running.count }

    /// Starts `action` for the view at `key`, cancelling the task it had running.
    func start(
        for key: ObjectIdentifier, priority: TaskPriority, action: @escaping @MainActor @Sendable () async -> Void
    ) {
        cancel(for: key)
        nextToken += 1
        let token = nextToken
        tokens[key] = token
        running[token] = Task(priority: priority) { @MainActor [weak self] in
            await action()
            self?.finish(token)
        }
    }

    /// Cancels the task of the view at `key`, if it has one running.
    func cancel(for key: ObjectIdentifier) {
        guard let token = tokens.removeValue(forKey: key), let task = running[token] else { return }
        cancelled.insert(token)
        task.cancel()
    }

    /// True when the view at `key` has a task that was started and not cancelled.
    func hasTask(for key: ObjectIdentifier) -> Bool {
        tokens[key] != nil
    }

    private func finish(_ token: Int) {
        running[token] = nil
        cancelled.remove(token)
        tokens = tokens.filter { $0.value != token }
        finishedCount += 1
    }
}
