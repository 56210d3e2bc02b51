import DataFlow

/// Writing a field of a store's state in a feature whose bindable actions are its view actions
/// (`enum Action: ViewAction { case view(View) }` with `enum View: BindableAction`, applied by
/// `BindingReducer(action: \.view)`): `store.email = "blob@pointfree.co"` sends
/// `.view(.binding(.set(\.email, "blob@pointfree.co")))`, as TCA's `Store` does
/// (`Observation/Binding+Observation.swift`, the `Store` extension where `Action: ViewAction,
/// Action.ViewAction: BindableAction`). Reading is the ordinary observed read.
///
/// Disfavoured, like the plain bindable member, so that reads keep resolving to the read-only one.
extension Store
where State: ObservableState, Action: ViewAction, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
    @_disfavoredOverload
    public subscript<Value: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
        set { send(.view(.binding(.set(keyPath, newValue)))) }
    }
}

extension Bindable {
    /// A binding to a field of the store's state that writes by sending
    /// `.view(.binding(.set(\.field, value)))`: `TextField("Email", text: $store.email)` in a
    /// feature whose view actions are bindable (TCA's TicTacToe login and two-factor screens).
    public subscript<State, Action: ViewAction, Member: Equatable & Sendable>(
        dynamicMember keyPath: WritableKeyPath<State, Member>
    ) -> Binding<Member>
    where
        Value == Store<State, Action>, Action.ViewAction: BindableAction, Action.ViewAction.State == State
    {
        let store = wrappedValue
        return Binding(
            get: { store[dynamicMember: keyPath as KeyPath<State, Member>] },
            set: { newValue in store.send(.view(.binding(.set(keyPath, newValue)))) })
    }
}
