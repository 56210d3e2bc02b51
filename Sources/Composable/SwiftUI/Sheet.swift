import DataFlow

/// `sheet(store:)`: presents a sheet while a `@PresentationState` child is there, TCA 1.0–1.6's
/// presentation modifier. Swiping the sheet away sends `.dismiss`; the child's actions reach the
/// parent as `.presented(action)`, as `sheet(item: $store.scope(…))` does today.
///
///     .sheet(store: store.scope(state: \.$addItem, action: { .addItem($0) })) { store in
///         AddItemView(store: store)
///     }
@available(*, deprecated, message: "Pass a binding of a store to 'sheet(item:)' instead (TCA's 'Migrating to 1.7').")
extension View {
    public func sheet<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
    ) -> some View {
        sheet(item: store._presented(state: { $0 }, action: { $0 }), onDismiss: onDismiss) { content($0.store) }
    }

    /// A sheet for one case of a destination enum: `state: /Destination.State.addItem,
    /// action: Destination.Action.addItem`.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead.")
    public func sheet<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        sheet(
            item: store._presented(state: toDestinationState, action: fromDestinationAction), onDismiss: onDismiss
        ) { content($0.store) }
    }
}
