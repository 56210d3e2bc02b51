/// Applies a feature's binding actions to its state: TCA's `BindingReducer()`, listed first in
/// a body whose `Action` is `BindableAction`. `.binding(.set(\.title, "x"))` sets `state.title`;
/// the feature's own `Reduce` then sees the action too (`case .binding(\.title):`).
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        action.binding?.apply(&state)
        return .none
    }
}
