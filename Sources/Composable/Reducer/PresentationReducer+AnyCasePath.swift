/// `ifLet` on a `@PresentationState` with a case path made by `/`, as TCA 1.0–1.3 features write
/// it: `.ifLet(\.$destination, action: /Action.destination) { Destination() }`, and for an alert
/// or a dialog, which has no reducer, `.ifLet(\.$alert, action: /Action.alert)`. TCA keeps these
/// deprecated for case key paths ("Migrating to 1.4: Using case key paths").
extension Reducer {
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
}
