NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
    List {
        ForEach(store.contacts) { contact in
            NavigationLink(state: ContactDetailFeature.State(contact: contact)) {
                Text(contact.name)
            }
        }
    }
} destination: { store in
    ContactDetailView(store: store)
}
