extension Reducer {
    /// Runs the reducer `reducer` builds, after this one, whenever the value `toValue` reads from the
    /// state changed during an action: TCA's `onChange(of:_:)`, for logic that must follow a field
    /// however it was changed (`.onChange(of: \.filter) { _, _ in Reduce { … } }`). The builder gets
    /// the value before and after.
    public func onChange<Value: Equatable, Changed: Reducer<State, Action>>(
        of toValue: @escaping (State) -> Value,
        @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
    ) -> _OnChangeReducer<Self, Value, Changed> {
        _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
    }
}

/// The reducer `onChange(of:_:)` returns.
public struct _OnChangeReducer<Base: Reducer, Value: Equatable, Changed: Reducer<Base.State, Base.Action>>: Reducer {
    let base: Base
    let toValue: (Base.State) -> Value
    let reducer: (Value, Value) -> Changed

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let oldValue = toValue(state)
        let baseEffects = base.reduce(into: &state, action: action)
        let newValue = toValue(state)
        guard oldValue != newValue else { return baseEffects }
        return .merge(baseEffects, reducer(oldValue, newValue).reduce(into: &state, action: action))
    }
}
