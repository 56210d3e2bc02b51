/// The stores of an `IdentifiedArray`'s elements, one per element, in order: what
/// `ForEach(store.scope(state: \.todos, action: \.todos)) { TodoView(store: $0) }` iterates, as in
/// TCA. Each element's store sends `.element(id:action:)` to the parent.
public struct _IdentifiedStoreCollection<ID: Hashable & Sendable, ElementState, ElementAction>: RandomAccessCollection {
    let store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>
    let ids: [ID]

    public var startIndex: Int { 0 }
    public var endIndex: Int { ids.count }

    /// The store of the element at `position`. Stores live on the main actor, as views do.
    public subscript(position: Int) -> Store<ElementState, ElementAction> {
        let id = ids[position]
        let store = self.store
        return MainActor.assumeIsolated {
            guard let element = store.scope(state: \.[id: id], action: \.[id: id]) else {
                preconditionFailure("No element with id \(id) in the identified array.")
            }
            return element
        }
    }
}

extension Store {
    /// One store per element of the identified array at `state`: `ForEach(store.scope(state: \.rows, action: \.rows))`.
    public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
        state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
        action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
    ) -> _IdentifiedStoreCollection<ID, ElementState, ElementAction> {
        let elements =
            scope(state: state, action: action)
            as Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>
        return _IdentifiedStoreCollection(store: elements, ids: elements.withState { $0.ids })
    }
}
