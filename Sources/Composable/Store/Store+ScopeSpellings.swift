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
