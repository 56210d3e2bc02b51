import Composable
import DataFlow

/// Seed 004's list of contacts: a `NavigationStack` with a "+" toolbar button, and a sheet driven
/// by the optional child store `$store.scope(state: \.addContact, action: \.addContact)`: the sheet
/// is shown while the child state is non-nil, and swiping it away sends `.dismiss`.
struct ContactsView: View {
    @Bindable var store: StoreOf<ContactsFeature>

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.contacts) { contact in
                    Text(contact.name)
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
        }
        .sheet(
            item: $store.scope(state: \.addContact, action: \.addContact)
        ) { addContactStore in
            NavigationStack {
                AddContactView(store: addContactStore)
            }
        }
    }
}
