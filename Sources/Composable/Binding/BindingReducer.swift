/// Applies a feature's binding actions to its state: TCA's `BindingReducer()`, listed first in
/// a body whose `Action` is `BindableAction`. `.binding(.set(\.title, "x"))` sets `state.title`;
/// the feature's own `Reduce` then sees the action too (`case .binding(\.title):`).
/// `BindingReducer(action: \.view)` applies the binding actions of a bindable view action enum
/// (`case view(View)` with `enum View: BindableAction`), as TCA's does.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer where ViewAction.State == State {
    private let toViewAction: (Action) -> ViewAction?

    /// Applies the binding actions of the feature's own `Action`.
    public init() where Action == ViewAction {
        toViewAction = { $0 }
    }

    /// Applies the binding actions carried by the case `toViewAction` names.
    public init(action toViewAction: CaseKeyPath<Action, ViewAction>) {
        let casePath = AnyCasePath(toViewAction)
        self.toViewAction = { casePath.extract(from: $0) }
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        toViewAction(action)?.binding?.apply(&state)
        return .none
    }
}
