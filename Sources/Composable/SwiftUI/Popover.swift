import DataFlow

/// `popover(store:)`: presents a popover while a `@PresentationState` child is there, TCA
/// 1.0–1.6's presentation modifier (DataFlow shows a popover as a sheet, as an iPhone does).
/// Its dismissal sends `.dismiss`; the child's actions reach the parent as `.presented(action)`.
@available(*, deprecated, message: "Pass a binding of a store to 'popover(item:)' instead (TCA's 'Migrating to 1.7').")
extension View {
    public func popover<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
    ) -> some View {
        popover(item: store._presented(state: { $0 }, action: { $0 }), arrowEdge: arrowEdge) { content($0.store) }
    }

    /// A popover for one case of a destination enum.
    @available(*, deprecated, message: "Further scope the store into the 'state' and 'action' cases, instead.")
    public func popover<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping @MainActor (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        popover(
            item: store._presented(state: toDestinationState, action: fromDestinationAction), arrowEdge: arrowEdge
        ) { content($0.store) }
    }
}
