.sheet(
    item: $store.scope(state: \.destination?.addContact, action: \.destination.addContact)
) { addContactStore in
    NavigationStack {
        AddContactView(store: addContactStore)
    }
}
.alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
