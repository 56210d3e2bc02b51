import DataFlow

/// `navigationDestination(store:)`: pushes a screen while a `@PresentationState` child is there,
/// TCA 1.0–1.6's drill-down modifier. Going back sends `.dismiss`; the child's actions reach the
/// parent as `.presented(action)`, as `navigationDestination(item: $store.scope(…))` does today.
@available(
    *, deprecated,
    message: "Pass a binding of a store to 'navigationDestination(item:)' instead (TCA's 'Migrating to 1.7')."
)
extension View {
    public func navigationDestination<State, Action, Destination: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder destination: @escaping @MainActor (_ store: Store<State, Action>) -> Destination
    ) -> some View {
        navigationDestination(item: store._presentedStore(state: { $0 }, action: { $0 }), destination: destination)
    }

    /// A pushed screen for one case of a destination enum.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead.")
    public func navigationDestination<State, Action, DestinationState, DestinationAction, Destination: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        @ViewBuilder destination:
            @escaping @MainActor (_ store: Store<DestinationState, DestinationAction>) -> Destination
    ) -> some View {
        navigationDestination(
            item: store._presentedStore(state: toDestinationState, action: fromDestinationAction),
            destination: destination)
    }
}
