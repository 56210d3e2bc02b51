import DataFlow

/// The store of a presented child, identified by what is presented (the destination's case) so
/// that a presentation keeps its identity while the parent is drawn again: what the legacy
/// `sheet(store:)` family presents, as TCA's `PresentationModifier` identifies a presentation
/// by its `PresentationState`'s identity rather than by the store object.
@MainActor
struct PresentedStore<State, Action>: Identifiable {
    let store: Store<State, Action>
    let id: String
}

extension Store {
    /// A binding to the store of the presented child that `toChildState` extracts from a
    /// `@PresentationState` (all of it, or one case of a destination enum), `nil` while it is not
    /// presented. The child's actions reach the parent as `.presented(fromChildAction(action))`;
    /// setting `nil` (the sheet swiped away) sends `.dismiss`. A view reading it is drawn again
    /// when what is presented appears, goes or changes case, not when the child's state changes.
    func _presented<Presented, PresentedAction, ChildState, ChildAction>(
        state toChildState: @escaping (Presented) -> ChildState?,
        action fromChildAction: @escaping (ChildAction) -> PresentedAction
    ) -> Binding<PresentedStore<ChildState, ChildAction>?>
    where State == PresentationState<Presented>, Action == PresentationAction<PresentedAction> {
        Binding(
            get: {
                self.observationAccess(ObservedRead(keyPath: \State.wrappedValue, kind: .enumCase))
                guard let presented = self.readState().wrappedValue, let child = toChildState(presented) else {
                    return nil
                }
                let readState = self.readState
                let sendAction = self.sendAction
                let lastSeen = LastValue(child)
                let store = Store<ChildState, ChildAction>(
                    root: self.root,
                    readState: {
                        if let current = readState().wrappedValue.flatMap(toChildState) { lastSeen.value = current }
                        return lastSeen.value
                    },
                    sendAction: { sendAction(.presented(fromChildAction($0))) })
                return PresentedStore(
                    store: store, id: "\(ChildState.self) \(CaseReflection.caseTag(of: presented) ?? "")")
            },
            set: { newValue in
                if newValue == nil, self.readState().wrappedValue.flatMap(toChildState) != nil {
                    self.send(.dismiss)
                }
            })
    }

    /// The same binding, for a plain optional store item (what `alert(_:)` takes).
    func _presentedStore<Presented, PresentedAction, ChildState, ChildAction>(
        state toChildState: @escaping (Presented) -> ChildState?,
        action fromChildAction: @escaping (ChildAction) -> PresentedAction
    ) -> Binding<Store<ChildState, ChildAction>?>
    where State == PresentationState<Presented>, Action == PresentationAction<PresentedAction> {
        let presented = _presented(state: toChildState, action: fromChildAction)
        return Binding(
            get: { presented.wrappedValue?.store },
            set: { if $0 == nil { presented.wrappedValue = nil } })
    }
}
