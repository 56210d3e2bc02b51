extension Effect {
    /// The same effect, with every action it sends transformed by `transform`: how a parent
    /// reducer turns a child's effect into one of its own (`Scope`, `ifLet` and `forEach` do it).
    public func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction> {
        switch operation {
        case .none:
            return .none
        case let .send(action):
            return .send(transform(action))
        case let .run(run):
            return Effect<NewAction>(
                .run(
                    EffectRun(
                        priority: run.priority,
                        operation: { send in
                            await run.operation(Send { action in send(transform(action)) })
                        }, fileID: run.fileID, line: run.line, cancellationScope: run.cancellationScope)))
        case let .merge(effects):
            return Effect<NewAction>(.merge(effects.map { $0.map(transform) }))
        case let .concatenate(effects):
            return Effect<NewAction>(.concatenate(effects.map { $0.map(transform) }))
        case let .cancellable(id, cancelInFlight, effect):
            return Effect<NewAction>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
        case let .cancel(id):
            return Effect<NewAction>(.cancel(id: id))
        }
    }

    /// The same effect with each asynchronous operation wrapped by `wrap`: how a presentation
    /// gives the child's effects their `\.dismiss` dependency.
    func wrappingRuns(
        _ wrap:
            @escaping @Sendable (
                _ operation: @escaping @Sendable (Send<Action>) async -> Void, _ send: Send<Action>
            ) async -> Void
    ) -> Self {
        switch operation {
        case .none, .send, .cancel:
            return self
        case let .run(run):
            let operation = run.operation
            return Self(
                .run(
                    EffectRun(
                        priority: run.priority,
                        operation: { send in
                            await wrap(operation, send)
                        }, fileID: run.fileID, line: run.line, cancellationScope: run.cancellationScope)))
        case let .merge(effects):
            return Self(.merge(effects.map { $0.wrappingRuns(wrap) }))
        case let .concatenate(effects):
            return Self(.concatenate(effects.map { $0.wrappingRuns(wrap) }))
        case let .cancellable(id, cancelInFlight, effect):
            return Self(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.wrappingRuns(wrap)))
        }
    }
}
