/// Runs a child reducer on part of the parent's state, for the parent's actions that carry a child
/// action: TCA's `Scope`, how a feature embeds another whose state is always there.
///
///     Scope(state: \.counter, action: \.counter) {
///         Counter()
///     }
///
/// Actions of other cases pass by; the child's effects are turned into parent actions. With a
/// case key path for the state (`Scope(state: \.login, action: \.login)` in an enum reducer's
/// `body`), the child runs while the state is that case; a child action arriving in another case
/// is reported and ignored, as TCA reports it.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    /// Where the child's state is: a property of the parent's, or one case of an enum state.
    @usableFromInline enum ChildStatePath {
        case property(WritableKeyPath<ParentState, Child.State>)
        case enumCase(AnyCasePath<ParentState, Child.State>)
    }

    @usableFromInline let toChildState: ChildStatePath
    @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
    @usableFromInline let child: (inout Child.State, Child.Action) -> Effect<Child.Action>

    /// Runs `child` on `state`'s `toChildState`, for actions of the case `toChildAction`.
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .property(toChildState)
        self.toChildAction = AnyCasePath(toChildAction)
        self.child = child()._reduceFunction()
    }

    /// Runs `child` on the case `toChildState` of an enum state while the state is that case,
    /// for actions of the case `toChildAction`.
    public init<ChildState, ChildAction>(
        state toChildState: CaseKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .enumCase(AnyCasePath(toChildState))
        self.toChildAction = AnyCasePath(toChildAction)
        self.child = child()._reduceFunction()
    }

    @inlinable
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        let effect: Effect<Child.Action>
        switch toChildState {
        case .property(let keyPath):
            effect = child(&state[keyPath: keyPath], childAction)
        case .enumCase(let casePath):
            guard var childState = casePath.extract(from: state) else {
                reportActionInAnotherCase(action, state: state)
                return .none
            }
            effect = child(&childState, childAction)
            state = casePath.embed(childState)
        }
        return effect.isNone ? .none : effect.map(toChildAction.embed)
    }

    @usableFromInline
    func reportActionInAnotherCase(_ action: ParentAction, state: ParentState) {
        IssueReporter.report(
            "A \"Scope\" received a child action while the state was another case: \(ValueDump.inline(action)) "
                + "reached \(ValueDump.inline(state)). The action was ignored.")
    }
}
