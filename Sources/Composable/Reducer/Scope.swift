/// Runs a child reducer on part of the parent's state, for the parent's actions that carry a child
/// action: TCA's `Scope`, how a feature embeds another whose state is always there.
///
///     Scope(state: \.counter, action: \.counter) {
///         Counter()
///     }
///
/// Actions of other cases pass by; the child's effects are turned into parent actions.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
    @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
    @usableFromInline let child: (inout Child.State, Child.Action) -> Effect<Child.Action>

    /// Runs `child` on `state`'s `toChildState`, for actions of the case `toChildAction`.
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = toChildState
        self.toChildAction = AnyCasePath(toChildAction)
        self.child = child()._reduceFunction()
    }

    @inlinable
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        let effect = child(&state[keyPath: toChildState], childAction)
        return effect.isNone ? .none : effect.map(toChildAction.embed)
    }
}
