/// `ifCaseLet` with case paths made by `/`, as TCA 1.0–1.3 features write it:
/// `.ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`. TCA keeps it
/// deprecated for case key paths ("Migrating to 1.4: Using case key paths").
extension Reducer {
    @available(*, deprecated, message: "Use the version of this operator with case key paths, instead.")
    public func ifCaseLet<CaseState, CaseAction, Wrapped: Reducer>(
        _ toCaseState: AnyCasePath<State, CaseState>,
        action toCaseAction: AnyCasePath<Action, CaseAction>,
        @ReducerBuilder<CaseState, CaseAction> then wrapped: () -> Wrapped,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfCaseLetReducer<Self, Wrapped>
    where CaseState == Wrapped.State, CaseAction == Wrapped.Action {
        _IfCaseLetReducer(
            parent: self, child: wrapped(), toChildState: toCaseState, toChildAction: toCaseAction,
            fileID: fileID, line: line)
    }
}
