extension Reducer {
    /// Runs `wrapped` on one case of an enum state while the state is that case, for the
    /// child's actions: TCA's `ifCaseLet`. The child runs before this reducer, so the parent sees
    /// the child's changes; when the parent moves the state to another case, the child's running
    /// effects are cancelled. A child action arriving while the state is another case is a
    /// mistake TCA reports; so does this.
    ///
    ///     Reduce { state, action in … }
    ///         .ifCaseLet(\.loggedIn, action: \.loggedIn) {
    ///             LoggedIn()
    ///         }
    public func ifCaseLet<CaseState, CaseAction, Wrapped: Reducer>(
        _ toCaseState: CaseKeyPath<State, CaseState>,
        action toCaseAction: CaseKeyPath<Action, CaseAction>,
        @ReducerBuilder<CaseState, CaseAction> then wrapped: () -> Wrapped,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfCaseLetReducer<Self, Wrapped>
    where CaseState == Wrapped.State, CaseAction == Wrapped.Action {
        _IfCaseLetReducer(
            parent: self, child: wrapped(), toChildState: AnyCasePath(toCaseState),
            toChildAction: AnyCasePath(toCaseAction), fileID: fileID, line: line)
    }
}

/// The reducer `ifCaseLet(_:action:then:)` makes: a parent, and a child run on one case of its
/// enum state.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
    let child: (inout Child.State, Child.Action) -> Effect<Child.Action>
    let toChildState: AnyCasePath<Parent.State, Child.State>
    let toChildAction: AnyCasePath<Parent.Action, Child.Action>
    let fileID: StaticString
    let line: UInt
    /// The id under which the case's effects run, so that leaving the case cancels them.
    let cancelID: String

    init(
        parent: Parent, child: Child, toChildState: AnyCasePath<Parent.State, Child.State>,
        toChildAction: AnyCasePath<Parent.Action, Child.Action>, fileID: StaticString, line: UInt
    ) {
        self.parent = parent._reduceFunction()
        self.child = child._lazyReduceFunction()
        self.toChildState = toChildState
        self.toChildAction = toChildAction
        self.fileID = fileID
        self.line = line
        self.cancelID = "ifCaseLet \(fileID):\(line) \(toChildState.name)"
    }

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        var childEffects = Effect<Parent.Action>.none
        if let childAction = toChildAction.extract(from: action) {
            if var childState = toChildState.extract(from: state) {
                let effects = child(&childState, childAction)
                state = toChildState.embed(childState)
                childEffects = effects.map { [toChildAction] in toChildAction.embed($0) }.cancellable(id: cancelID)
            } else {
                IssueReporter.report(
                    "An \"ifCaseLet\" at \"\(fileID):\(line)\" received a child action when the state was "
                        + "another case: …\n\n  Action: \(ValueDump.inline(action))\n\n"
                        + "The child's action was not handled. Send child actions only while the state is "
                        + "the child's case, and cancel the child's effects when it changes.")
            }
        }
        let wasCase = toChildState.extract(from: state) != nil
        let parentEffects = parent(&state, action)
        let leftCase = wasCase && toChildState.extract(from: state) == nil
        return .merge([childEffects, parentEffects] + (leftCase ? [.cancel(id: cancelID)] : []))
    }
}
