import Composable

/// A feature holding a navigation stack of counters, pushed and popped through `forEach`.
struct StackHost: Reducer {
    struct State: Equatable { var path = StackState<Counter.State>() }
    enum Action { case path(StackAction<Counter.State, Counter.Action>) }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
            .forEach(\.path, action: \.path) { Counter() }
    }
}

extension StackHost.Action: CasePathable {
    struct AllCasePaths {
        var path: AnyCasePath<StackHost.Action, StackAction<Counter.State, Counter.Action>> {
            AnyCasePath(embed: { .path($0) }, extract: { if case let .path(value) = $0 { value } else { nil } })
        }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// Processor seconds per push-and-pop pair on a stack already `depth` screens deep: the cost a
/// stack must keep flat however deep it is.
@MainActor
func pushPopSeconds(depth: Int, pairs: Int) -> Double {
    let store = Store(initialState: StackHost.State()) { StackHost() }
    for index in 0..<depth {
        store.send(.path(.push(id: StackElementID(integerLiteral: 1_000_000 + index), state: Counter.State())))
    }
    let start = processorSeconds()
    for index in 0..<pairs {
        let id = StackElementID(integerLiteral: index)
        store.send(.path(.push(id: id, state: Counter.State())))
        store.send(.path(.popFrom(id: id)))
    }
    let elapsed = processorSeconds() - start
    precondition(store.withState { $0.path.count } == depth, "The stack benchmark did not pop what it pushed.")
    return elapsed / Double(pairs)
}
