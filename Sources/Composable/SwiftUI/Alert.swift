import DataFlow

/// `alert(store:)` and `confirmationDialog(store:)`: show the alert or dialog a `@PresentationState`
/// holds, TCA 1.0–1.6's modifiers. A button sends its action as `.presented(action)`; the alert
/// going away sends `.dismiss`, as `alert($store.scope(…))` does today.
@available(*, deprecated, message: "Pass a binding of a store to the modifier instead (TCA's 'Migrating to 1.7').")
extension View {
    public func alert<ButtonAction>(
        store: Store<PresentationState<AlertState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
        alert(store._presentedStore(state: { $0 }, action: { $0 }))
    }

    public func confirmationDialog<ButtonAction>(
        store: Store<PresentationState<ConfirmationDialogState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
        confirmationDialog(store._presentedStore(state: { $0 }, action: { $0 }))
    }

    /// The alert of one case of a destination enum: `state: /Destination.State.alert, action:
    /// Destination.Action.alert`.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead.")
    public func alert<State, Action, ButtonAction>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> AlertState<ButtonAction>?,
        action fromDestinationAction: @escaping (_ alertAction: ButtonAction) -> Action
    ) -> some View {
        alert(store._presentedStore(state: toDestinationState, action: fromDestinationAction))
    }

    /// The dialog of one case of a destination enum.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead.")
    public func confirmationDialog<State, Action, ButtonAction>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> ConfirmationDialogState<ButtonAction>?,
        action fromDestinationAction: @escaping (_ dialogAction: ButtonAction) -> Action
    ) -> some View {
        confirmationDialog(store._presentedStore(state: toDestinationState, action: fromDestinationAction))
    }
}
