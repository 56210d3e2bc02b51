/// The stores of an `IdentifiedArray`'s elements, one per element, in order: what
/// `ForEach(store.scope(state: \.todos, action: \.todos)) { TodoView(store: $0) }` iterates, as in
/// TCA. Each element's store sends `.element(id:action:)` to the parent.
///
/// The collection holds the elements as they were when it was made. A row whose element has
/// since been removed (the parent deleted it, or a computed collection such as
/// `\.filteredTodos` no longer holds it) still gets a store, reading the element's last state,
/// for the moment before the list is drawn again without it; TCA's collection keeps the last
/// element for the same reason rather than trapping.
public struct _IdentifiedStoreCollection<ID: Hashable & Sendable, ElementState, ElementAction>: RandomAccessCollection {
    let store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>
    let elements: IdentifiedArray<ID, ElementState>

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }

    /// The store of the element at `position`. Stores live on the main actor, as views do.
    public subscript(position: Int) -> Store<ElementState, ElementAction> {
        let id = elements.ids[position]
        // The collection is made and iterated on the main actor, as its stores are.
        nonisolated(unsafe) let lastKnown = elements[position]
        let store = self.store
        return MainActor.assumeIsolated { store.element(id: id, lastKnown: lastKnown) }
    }
}

extension Store {
    /// The store of the element with `id` in this store's identified array, reading `lastKnown`
    /// (then its own last state) while the element is not there. The same id gives the same store.
    fileprivate func element<ID: Hashable & Sendable, ElementState, ElementAction>(
        id: ID, lastKnown: ElementState
    ) -> Store<ElementState, ElementAction>
    where State == IdentifiedArray<ID, ElementState>, Action == IdentifiedAction<ID, ElementAction> {
        let toElementAction: CaseKeyPath<Action, ElementAction> = \.[id: id]
        let key = ScopeKey(state: \State.[id: id], action: toElementAction)
        if let child = children[key] as? Store<ElementState, ElementAction> { return child }
        let readState = self.readState
        let sendAction = self.sendAction
        let lastSeen = LastValue(lastKnown)
        let child = Store<ElementState, ElementAction>(
            root: root,
            readState: {
                if let current = readState()[id: id] { lastSeen.value = current }
                return lastSeen.value
            },
            sendAction: { sendAction(.element(id: id, action: $0)) })
        children[key] = child
        return child
    }
}

extension Store {
    /// One store per element of the identified array at `state`: `ForEach(store.scope(state: \.rows, action: \.rows))`.
    public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
        state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
        action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
    ) -> _IdentifiedStoreCollection<ID, ElementState, ElementAction> {
        // The view drawing the rows is drawn again when rows come, go or move, as in TCA, where
        // the collection reads the array's ids; a row's own changes redraw only that row.
        observationAccess(ObservedRead(keyPath: state.appending(path: \.ids), kind: .value))
        let elements =
            scope(state: state, action: action)
            as Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>
        return _IdentifiedStoreCollection(store: elements, elements: elements.withState { $0 })
    }
}
