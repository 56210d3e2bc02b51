import DataFlow

extension Bindable {
    /// A binding to a field of the store's state that writes by sending `.binding(.set(\.field, value))`:
    /// `TextField("Title", text: $store.syncUp.title)` in a feature whose `Action` is `BindableAction`.
    public subscript<State, Action: BindableAction, Member: Equatable & Sendable>(
        dynamicMember keyPath: WritableKeyPath<State, Member>
    ) -> Binding<Member> where Value == Store<State, Action>, Action.State == State {
        let store = wrappedValue
        return Binding(
            get: { store[dynamicMember: keyPath] },
            set: { newValue in store.send(.binding(.set(keyPath, newValue))) })
    }
}
