import DataFlow

/// Runs the effects a store's reducer returns, on the main actor: sends `.send` actions straight
/// back, starts a task for each `.run`, remembers which tasks each cancellation id covers, and
/// knows which effects are still running and which action started them (what `TestStore` reports
/// at the end of a test). It counts its running effects in a ledger of its own (`ownWork`, what
/// a check waits on) and in the `OutsideWork` ledger in force where the store was made (a demo
/// run's), so that a wait for them ends when they end rather than when a clock runs out.
@MainActor
final class EffectRuntime<Action> {
    /// One running `.run` effect.
    struct RunningEffect {
        let task: Task<Void, Never>
        let action: Action
        let run: (fileID: StaticString, line: UInt)
        let cancelIDs: [CancelID]
        /// Its entries in the `OutsideWork` ledgers, ended when it finishes or is cancelled.
        let work: [OutsideWork.Piece]
        /// The `originTag` in force when it started: which `TestStore.send` it came from.
        let tag: Int
    }

    /// Stamped on effects as they start, so that a test store can say which send started one.
    var originTag = 0

    /// Hands an action an effect sent back to the store.
    var deliver: (Action) -> Void = { _ in }
    private(set) var running: [Int: RunningEffect] = [:]
    private var cancellables: [CancelID: Set<Int>] = [:]
    /// The operations its effects run under `withTaskCancellation(id:)`.
    private let taskCancellations = TaskCancellationRegistry()
    private var nextID = 0
    /// Effects whose task has not begun running yet.
    private(set) var notYetStarted: Set<Int> = []
    /// This store's running effects, for a check that waits on them (`Store.outsideWork`).
    let ownWork = OutsideWork()
    /// Where the running effects are also counted: the demo run's ledger, or the process's.
    private let sharedWork = OutsideWork.current
    /// Whether effects run on `EffectExecutor.shared`, where a test can wait for them to go quiet:
    /// a test store's do, and so do those of a store given a `TestClock`.
    var runsOnEffectExecutor = false

    /// Starts `effect`, returned for `action`, and returns the tasks it started.
    func start(_ effect: Effect<Action>, for action: Action, dependencies: DependencyValues) -> [Task<Void, Never>] {
        start(effect, for: action, dependencies: dependencies, within: [])
    }

    private func start(
        _ effect: Effect<Action>, for action: Action, dependencies: DependencyValues, within cancelIDs: [CancelID]
    ) -> [Task<Void, Never>] {
        switch effect.operation {
        case .none:
            return []
        case let .send(sent):
            deliver(sent)
            return []
        case let .run(run):
            return [launch(run, for: action, dependencies: dependencies, within: cancelIDs)]
        case let .merge(effects):
            return effects.flatMap { start($0, for: action, dependencies: dependencies, within: cancelIDs) }
        case let .concatenate(effects):
            return concatenate(effects, for: action, dependencies: dependencies, within: cancelIDs)
        case let .cancellable(id, cancelInFlight, inner):
            if cancelInFlight { cancel(id: id) }
            return start(inner, for: action, dependencies: dependencies, within: cancelIDs + [id])
        case let .cancel(id):
            cancel(id: id)
            return []
        }
    }

    /// Starts `run`'s task: on `EffectExecutor.shared` for a test store, or for a store given a
    /// test clock, so that a test can wait until every effect has run as far as it can.
    private func launch(
        _ run: EffectRun<Action>, for action: Action, dependencies: DependencyValues, within cancelIDs: [CancelID]
    ) -> Task<Void, Never> {
        nextID += 1
        let id = nextID
        let send = Send<Action> { [weak self] action in
            self?.deliver(action)
            self?.ownWork.progressed()
            self?.sharedWork.handledAction()
        }
        let onEffectExecutor = runsOnEffectExecutor || dependencies.holdsTestClock
        // On the effect executor, the hops to the main actor at the start and at the end are
        // counted, so that `EffectExecutor.quiet()` does not take them for the effect's rest.
        let operation: @Sendable (Send<Action>) async -> Void
        if onEffectExecutor {
            let run = run.operation
            operation = { send in
                await run(send)
                EffectExecutor.shared.hopToMainBegins()
            }
            EffectExecutor.shared.hopToMainBegins()
        } else {
            operation = run.operation
        }
        notYetStarted.insert(id)
        // Ended by the task itself too, so that an effect outliving its store is not counted forever.
        let pieces = [ownWork.begin(), sharedWork.begin()]
        let executor: (any TaskExecutor)? = onEffectExecutor ? EffectExecutor.shared : nil
        let cancellation = TaskCancellationRegistry.Context(registry: taskCancellations, scope: run.cancellationScope)
        let body: @MainActor @Sendable () async -> Void = { [weak self] in
            if onEffectExecutor { EffectExecutor.shared.hopToMainEnds() }
            self?.notYetStarted.remove(id)
            await DependencyValues.$_current.withValue(dependencies) {
                await TaskCancellationRegistry.$current.withValue(cancellation) {
                    await operation(send)
                }
            }
            self?.finished(id)
            if onEffectExecutor { EffectExecutor.shared.hopToMainEnds() }
            for piece in pieces { piece.end() }
        }
        let task = Task(executorPreference: executor, priority: run.priority, operation: body)
        running[id] = RunningEffect(
            task: task, action: action, run: (run.fileID, run.line), cancelIDs: cancelIDs, work: pieces,
            tag: originTag)
        for cancelID in cancelIDs { cancellables[cancelID, default: []].insert(id) }
        return task
    }

    /// Runs `effects` in order, each once the previous one's tasks have finished. Effects with no
    /// asynchronous work in them run at once.
    private func concatenate(
        _ effects: [Effect<Action>], for action: Action, dependencies: DependencyValues, within cancelIDs: [CancelID]
    ) -> [Task<Void, Never>] {
        guard let first = effects.first else { return [] }
        let firstTasks = start(first, for: action, dependencies: dependencies, within: cancelIDs)
        let rest = Array(effects.dropFirst())
        guard !rest.isEmpty else { return firstTasks }
        if firstTasks.isEmpty {
            return concatenate(rest, for: action, dependencies: dependencies, within: cancelIDs)
        }
        // The waiting step runs the rest when it is done; it is itself cancellable with the same ids.
        let origin = UncheckedSendable(action)
        let waiting = EffectRun<Action>(
            priority: nil,
            operation: { [weak self] send in
                for task in firstTasks { await task.value }
                guard !Task.isCancelled else { return }
                let restTasks: [Task<Void, Never>] = await MainActor.run {
                    self?.concatenate(rest, for: origin.value, dependencies: dependencies, within: cancelIDs) ?? []
                }
                await withTaskCancellationHandler {
                    for task in restTasks { await task.value }
                } onCancel: {
                    for task in restTasks { task.cancel() }
                }
            }, fileID: #fileID, line: #line)
        return firstTasks + [
            launch(waiting, for: action, dependencies: dependencies, within: cancelIDs)
        ]
    }

    /// Cancels every task `id` covers; they count as finished at once, and what they send from
    /// now on is dropped.
    func cancel(id: CancelID) {
        taskCancellations.cancel(id)
        guard let ids = cancellables.removeValue(forKey: id) else { return }
        for effectID in ids { cancelEffect(effectID) }
    }

    /// Cancels every running effect.
    func cancelAll() {
        for effectID in Array(running.keys) { cancelEffect(effectID) }
    }

    private func cancelEffect(_ effectID: Int) {
        notYetStarted.remove(effectID)
        guard let effect = running.removeValue(forKey: effectID) else { return }
        effect.task.cancel()
        for cancelID in effect.cancelIDs { cancellables[cancelID]?.remove(effectID) }
        for piece in effect.work { piece.end() }
    }

    private func finished(_ effectID: Int) {
        guard let effect = running.removeValue(forKey: effectID) else { return }
        for cancelID in effect.cancelIDs {
            cancellables[cancelID]?.remove(effectID)
            if cancellables[cancelID]?.isEmpty == true { cancellables[cancelID] = nil }
        }
    }
}
