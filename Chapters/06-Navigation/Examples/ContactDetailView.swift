import Composable
import DataFlow

/// The pushed detail: the contact's name, a Delete button, and the alert it may present,
/// `.alert($store.scope(state: \.alert, action: \.alert))`.
struct ContactDetailView: View {
    @Bindable var store: StoreOf<ContactDetailFeature>

    var body: some View {
        Form {
            Button("Delete") {
                store.send(.deleteButtonTapped)
            }
        }
        .navigationTitle(store.contact.name)
        .alert($store.scope(state: \.alert, action: \.alert))
    }
}
