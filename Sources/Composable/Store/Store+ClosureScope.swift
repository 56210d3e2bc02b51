/// Scoping a store with closures, as TCA 1.0–1.4 code does:
/// `store.scope(state: \.counter, action: { .counter($0) })` or
/// `store.scope(state: { $0.rows }, action: AppFeature.Action.rows)`. TCA keeps it deprecated
/// since 1.5, for key paths and case key paths ("Migrating to 1.5: Store scoping with key
/// paths"); it behaves as the key-path scope does, except that a closure has no identity, so
/// every call makes a new store.
extension Store {
    @available(
        *, deprecated,
        message: "Pass 'state' a key path to child state and 'action' a case key path to child action, instead."
    )
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping (_ state: State) -> ChildState,
        action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        _scope(state: toChildState, action: fromChildAction)
    }

    /// The closure scope without its deprecation, for the legacy views built on it.
    func _scope<ChildState, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action fromChildAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let readState = self.readState
        let sendAction = self.sendAction
        return Store<ChildState, ChildAction>(
            root: root, readState: { toChildState(readState()) },
            sendAction: { sendAction(fromChildAction($0)) })
    }

    /// The closure scope for a view store's `observe`, which runs on the main actor.
    func _scope<ChildState, ChildAction>(
        observing toChildState: @escaping @MainActor (State) -> ChildState,
        action fromChildAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let readState = self.readState
        let sendAction = self.sendAction
        return Store<ChildState, ChildAction>(
            root: root, readState: { toChildState(readState()) },
            sendAction: { sendAction(fromChildAction($0)) })
    }
}
