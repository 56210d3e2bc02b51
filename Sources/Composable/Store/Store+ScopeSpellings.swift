import DataFlow

/// `scope(_:action:)`, the spelling TCA's newest releases and tutorials use
/// (`$store.scope(\.addContact, action: \.addContact)`), beside `scope(state:action:)`, which TCA
/// still accepts. Both do the same.
extension Store {
    /// A store of the child at `state`, whose actions are embedded with `action`.
    public func scope<ChildState, ChildAction>(
        _ state: KeyPath<State, ChildState>,
        action: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state: state, action: action)
    }

    /// A store of the presented child at `state`, or `nil` when nothing is presented.
    public func scope<ChildState, ChildAction>(
        _ state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Store<ChildState, ChildAction>? {
        scope(state: state, action: action)
    }

    /// A store of the optional child at `state` while it is there, `nil` otherwise.
    public func scope<ChildState, ChildAction>(
        _ state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        scope(state: state, action: action)
    }

    /// One store per element of the identified array at `state`: `ForEach(store.scope(\.rows, action: \.rows))`.
    public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
        _ state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
        action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
    ) -> _IdentifiedStoreCollection<ID, ElementState, ElementAction> {
        scope(state: state, action: action)
    }
}

extension Bindable {
    /// A binding to the store of the presented child: `sheet(item: $store.scope(\.child, action: \.child))`.
    public func scope<State, Action, ChildState, ChildAction>(
        _ state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        scope(state: state, action: action)
    }
}

extension Bindable {
    /// A binding to the store of the presented child, from the `@Presents` property's projection:
    /// `$store.scope(\.$destination, action: \.destination)`, TCA's newest spelling.
    public func scope<State, Action, ChildState, ChildAction>(
        _ state: KeyPath<State, PresentationState<ChildState>>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        scope(state: state.appending(path: \.wrappedValue), action: action)
    }

    /// The same, with the `state:` label.
    public func scope<State, Action, ChildState, ChildAction>(
        state: KeyPath<State, PresentationState<ChildState>>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        scope(state: state.appending(path: \.wrappedValue), action: action)
    }
}

extension Binding {
    /// The store of one case of a presented enum destination:
    /// `.sheet(item: $store.scope(\.$destination, action: \.destination).addContact)`. Reads `nil`
    /// unless that case is presented; setting `nil` dismisses the destination.
    @MainActor
    public subscript<DestinationState: CaseReducerState & CasePathable, DestinationAction, ChildState, ChildAction>(
        dynamicMember keyPath: KeyPath<
            DestinationState.StateReducer.CaseScopes,
            _CaseScopePath<DestinationState, DestinationAction, ChildState, ChildAction>
        >
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<DestinationState, DestinationAction>? {
        let path = DestinationState.StateReducer.caseScopes[keyPath: keyPath]
        let state: KeyPath<DestinationState, ChildState?> = \DestinationState.[case: path.state]
        return Binding<Store<ChildState, ChildAction>?>(
            get: { self.wrappedValue?.scope(state: state, action: path.action) },
            set: { newValue in if newValue == nil { self.wrappedValue = nil } })
    }
}
