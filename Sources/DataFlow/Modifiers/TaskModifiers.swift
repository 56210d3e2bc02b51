/// Runs asynchronous work for as long as a view is on screen: what `task(priority:_:)` and
/// `task(id:priority:_:)` return. SwiftUI documents that the task starts before the view appears
/// and is cancelled after it disappears; with an id, a change of the id cancels the task and starts
/// a new one with the new value. Tests run started tasks with `await host.runTasks()`.
public struct TaskModifier<Content: View, ID: Equatable>: View {
    public typealias Body = Never
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void
}

extension TaskModifier: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let runner = node.engine.tasks
        let key = ObjectIdentifier(node)
        let priority = self.priority
        let action = self.action
        node.effect = ModifierEffect(
            onAppear: { runner.start(for: key, priority: priority, action: action) },
            onDisappear: { runner.cancel(for: key) }
        )
        if let previous = node.modifierMemory as? ID, previous != id, node.engine.visibility.isShown(node) {
            // The id changed while the view is on screen: cancel and restart after this update.
            node.engine.reactionQueue.append { runner.start(for: key, priority: priority, action: action) }
        }
        node.modifierMemory = id
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: content)])
    }
}

/// The id of a plain `.task`, which never changes.
public struct NoTaskID: Equatable, Sendable {}

extension View {
    /// Starts `action` when the view appears and cancels it when the view disappears:
    /// SwiftUI's `task(priority:_:)`.
    public func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> TaskModifier<Self, NoTaskID> {
        TaskModifier(content: self, id: NoTaskID(), priority: priority, action: action)
    }

    /// Like `task(priority:_:)`, and also cancels and restarts the task when `id` changes:
    /// SwiftUI's `task(id:priority:_:)`. Load the data for a selection with it.
    public func task<T: Equatable>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> TaskModifier<Self, T> {
        TaskModifier(content: self, id: value, priority: priority, action: action)
    }
}
