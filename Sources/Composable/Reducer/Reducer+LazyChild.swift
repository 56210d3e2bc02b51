extension Reducer {
    /// The reduce function of a child feature that an operator runs (`ifLet`, `forEach`, a
    /// destination or a stack element), built the first time the child runs rather than when the
    /// parent is built. A feature may run itself as its child: TCA's Recursion case study nests
    /// rows with `.forEach(\.rows, action: \.rows) { Self() }`, and a folder may present a folder
    /// (`@Presents var child: State?`). Building the child's function eagerly would build the
    /// child's child, and so on without end; TCA builds a reducer's `body` each time it reduces,
    /// so it never meets the problem. Once built, the function is kept, as any other.
    func _lazyReduceFunction() -> (inout State, Action) -> Effect<Action> {
        let child = LazyReduceFunction(self)
        return { state, action in child.reduce(&state, action) }
    }
}

/// A reducer whose reduce function is built on its first action. Not `Sendable`: a store runs
/// its reducers one action at a time, on its own actor.
private final class LazyReduceFunction<State, Action> {
    private var reducer: (any Reducer<State, Action>)?
    private var function: ((inout State, Action) -> Effect<Action>)?

    init(_ reducer: some Reducer<State, Action>) {
        self.reducer = reducer
    }

    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
        if let function { return function(&state, action) }
        let built = reducer!._reduceFunction()
        function = built
        reducer = nil
        return built(&state, action)
    }
}
