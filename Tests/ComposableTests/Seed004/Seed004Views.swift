import Composable
import DataFlow

/// Seed 004's views, as the seed writes them (only the imports differ), over the last stage's features.
struct ContactsView: View {
    @Bindable var store: StoreOf<Seed004.Dismissing.ContactsFeature>

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

struct AddContactView: View {
    @Bindable var store: StoreOf<Seed004.Dismissing.AddContactFeature>

    var body: some View {
        Form {
            TextField("Name", text: $store.contact.name.sending(\.setName))
            Button("Save") {
                store.send(.saveButtonTapped)
            }
        }
        .toolbar {
            ToolbarItem {
                Button("Cancel") {
                    store.send(.cancelButtonTapped)
                }
            }
        }
    }
}

/// A view reading one field of a store, to show that it re-renders only when that field changes.
struct CountView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        Text("\(store.count)")
    }
}
