/// Groups reducers into one, run in order: TCA's `CombineReducers`, used to apply one operator
/// (such as `ifLet`) to several reducers at once.
///
///     CombineReducers {
///         Reduce { state, action in … }
///         Scope(state: \.profile, action: \.profile) { Profile() }
///     }
///     .ifLet(\.$alert, action: \.alert)
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: Reducers

    /// The reducers `build` lists, as one.
    public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
        self.reducers = build()
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reducers.reduce(into: &state, action: action)
    }
}
