import Composable
import DataFlow

/// Seed 004's form: the text field writes through `$store.contact.name.sending(\.setName)` (a
/// binding that sends an action instead of writing state), Save and Cancel send the child's actions.
struct AddContactView: View {
    @Bindable var store: StoreOf<AddContactFeature>

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
