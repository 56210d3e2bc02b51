/// `ifLet` with a case path made by `/`, as TCA 1.0–1.3 features write it:
/// `.ifLet(\.child, action: /Action.child) { Child() }` (for presented features, see
/// `PresentationReducer+AnyCasePath.swift`). TCA keeps it deprecated for case key paths
/// ("Migrating to 1.4: Using case key paths").
extension Reducer {
    @available(*, deprecated, message: "Use the version of this operator with case key paths, instead.")
    public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: AnyCasePath<Action, WrappedAction>,
        @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfLetReducer<Self, Wrapped>
    where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
        _IfLetReducer(
            parent: self, child: wrapped(), toChildState: toWrappedState, toChildAction: toWrappedAction,
            fileID: fileID, line: line)
    }
}
