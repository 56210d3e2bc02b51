import DataFlow

/// Bindings derived from a store, as in the Composable Architecture: with `@Bindable var store`,
/// `$store.contact.name.sending(\.setName)` is a `Binding<String>` that reads the state and, when
/// a control writes it, sends `.setName(newValue)`; state only changes through the reducer.
extension Bindable {
    /// A path into the store's state, to turn into a binding with `sending(_:)`: `$store.contact`.
    public subscript<State, Action, Member>(
        dynamicMember keyPath: KeyPath<State, Member>
    ) -> StoreBindingPath<State, Action, Member> where Value == Store<State, Action> {
        StoreBindingPath(store: wrappedValue, keyPath: keyPath)
    }

    /// A binding to a presented child's store, for `.sheet(item:)`: non-`nil` while the child's
    /// state is there; setting it to `nil` (the sheet swiped away) sends `.dismiss`.
    ///
    ///     .sheet(item: $store.scope(state: \.addContact, action: \.addContact)) { store in
    ///         AddContactView(store: store)
    ///     }
    public func scope<State, Action, ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        let store = wrappedValue
        let embed = AnyCasePath(toChildAction).embed
        return Binding(
            get: { store.scope(state: toChildState, action: toChildAction) },
            set: { newValue in
                if newValue == nil, store.currentStateWithoutTracking[keyPath: toChildState] != nil {
                    store.send(embed(.dismiss))
                }
            })
    }
}

/// A member of a store's state reached through `$store`: `$store.contact.name`. Turn it into a
/// binding with the action that changes it, `sending(\.setName)`.
@MainActor
@dynamicMemberLookup
public struct StoreBindingPath<State, Action, Member> {
    let store: Store<State, Action>
    let keyPath: KeyPath<State, Member>

    /// A deeper member: `$store.contact.name`.
    public subscript<Next>(dynamicMember next: KeyPath<Member, Next>) -> StoreBindingPath<State, Action, Next> {
        StoreBindingPath<State, Action, Next>(store: store, keyPath: keyPath.appending(path: next))
    }

    /// A binding that reads this member and, when written, sends the case `action` names with
    /// the new value: `TextField("Name", text: $store.contact.name.sending(\.setName))`.
    public func sending(_ action: CaseKeyPath<Action, Member>) -> Binding<Member> {
        let store = self.store
        let keyPath = self.keyPath
        let embed = AnyCasePath(action).embed
        return Binding(
            get: { store[dynamicMember: keyPath] },
            set: { newValue in store.send(embed(newValue)) })
    }
}
