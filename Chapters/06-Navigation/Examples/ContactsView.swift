import Composable
import DataFlow

/// The contacts list with every kind of navigation of TCA's tutorial: a `NavigationStack` driven
/// by the `path` (a row is a `NavigationLink(state:)` that pushes its detail), a trash button per
/// row, and one `destination` shown two ways, each scoped to its case: the sheet to
/// `\.destination?.addContact`, the alert to `\.destination?.alert`.
struct ContactsView: View {
    @Bindable var store: StoreOf<ContactsFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List {
                ForEach(store.contacts) { contact in
                    HStack {
                        NavigationLink(state: ContactDetailFeature.State(contact: contact)) {
                            Text(contact.name)
                        }
                        Button {
                            store.send(.deleteButtonTapped(id: contact.id))
                        } label: {
                            Image(systemName: "trash")
                        }
                    }
                }
            }
            .navigationTitle("Contacts")
            .toolbar {
                ToolbarItem {
                    Button {
                        store.send(.addButtonTapped)
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        } destination: { store in
            ContactDetailView(store: store)
        }
        .sheet(
            item: $store.scope(state: \.destination?.addContact, action: \.destination.addContact)
        ) { addContactStore in
            NavigationStack {
                AddContactView(store: addContactStore)
            }
        }
        .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    }
}
