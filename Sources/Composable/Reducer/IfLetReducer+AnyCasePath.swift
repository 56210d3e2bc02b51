/// `ifLet` with a case path made by `/`, as TCA 1.0–1.3 features write it:
/// `.ifLet(\.child, action: /Action.child) { Child() }` and, for presented features,
/// `.ifLet(\.$destination, action: /Action.destination) { Destination() }`. TCA keeps these
/// deprecated for case key paths ("Migrating to 1.4: Using case key paths").
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

    @available(*, deprecated, message: "Use the version of this operator with case key paths, instead.")
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _PresentationReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        _PresentationReducer(
            base: self, destination: destination(), toPresentationState: toPresentationState,
            toPresentationAction: toPresentationAction, fileID: fileID, line: line)
    }

    /// A presented alert or dialog, which has no reducer: `.ifLet(\.$alert, action: /Action.alert)`.
    @available(*, deprecated, message: "Use the version of this operator with case key paths, instead.")
    public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
        _PresentationReducer(
            base: self, destination: EmptyReducer(), toPresentationState: toPresentationState,
            toPresentationAction: toPresentationAction, fileID: fileID, line: line)
    }

    /// `ifCaseLet` with case paths: `.ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`.
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
