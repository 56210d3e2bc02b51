/// `Scope` with a case path made by `/`, as TCA 1.0–1.3 features write it:
/// `Scope(state: \.counter, action: /Action.counter) { Counter() }`. TCA keeps these deprecated
/// for case key paths ("Migrating to 1.4: Using case key paths").
extension Scope {
    @available(*, deprecated, message: "Use the version of this operator with case key paths, instead.")
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: AnyCasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .property(toChildState)
        self.toChildAction = toChildAction
        self.child = child()._reduceFunction()
    }

    /// The child runs on one case of an enum state: `Scope(state: /State.login, action: /Action.login)`.
    @available(*, deprecated, message: "Use the version of this operator with case key paths, instead.")
    public init<ChildState, ChildAction>(
        state toChildState: AnyCasePath<ParentState, ChildState>,
        action toChildAction: AnyCasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .enumCase(toChildState)
        self.toChildAction = toChildAction
        self.child = child()._reduceFunction()
    }
}
