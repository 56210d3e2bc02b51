extension Reducer {
    /// Runs this reducer, and the effects it returns, with the dependency at `keyPath` set to
    /// `value`: TCA's `.dependency(_:_:)`, for a child feature that must see a different value
    /// than the rest of the app.
    ///
    ///     Child()
    ///         .dependency(\.uuid, .incrementing)
    public func dependency<Value: Sendable>(
        _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
        _ value: Value
    ) -> _DependencyKeyWritingReducer<Self> {
        _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
    }
}

/// The reducer `.dependency(_:_:)` makes.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
    let base: (inout Base.State, Base.Action) -> Effect<Base.Action>
    let update: @Sendable (inout DependencyValues) -> Void

    init(base: Base, update: @escaping @Sendable (inout DependencyValues) -> Void) {
        self.base = base._reduceFunction()
        self.update = update
    }

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let update = self.update
        let effect = withDependencies(update) { base(&state, action) }
        return effect.wrappingRuns { operation, send in
            await withDependencies(update) { await operation(send) }
        }
    }
}
