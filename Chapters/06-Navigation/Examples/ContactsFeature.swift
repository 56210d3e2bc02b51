import Composable
import Foundation

/// The contacts list of TCA's Navigation tutorial after "Multiple destinations" and "Navigation
/// stacks": one optional `destination` (the add-contact sheet or the delete-confirmation alert,
/// never both) and a `path` of pushed contact details. `ifLet` runs the presented destination's
/// reducer, `forEach` runs the reducer of every pushed detail.
@Reducer
struct ContactsFeature {
    @ObservableState
    struct State: Equatable {
        var contacts: IdentifiedArrayOf<Contact> = []
        @Presents var destination: Destination.State?
        var path = StackState<ContactDetailFeature.State>()
    }
    enum Action {
        case addButtonTapped
        case deleteButtonTapped(id: Contact.ID)
        case destination(PresentationAction<Destination.Action>)
        case path(StackAction<ContactDetailFeature.State, ContactDetailFeature.Action>)
        @CasePathable
        enum Alert: Equatable {
            case confirmDeletion(id: Contact.ID)
        }
    }
    @Dependency(\.uuid) var uuid
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.destination = .addContact(
                    AddContactFeature.State(contact: Contact(id: uuid(), name: ""))
                )
                return .none
            case let .deleteButtonTapped(id):
                state.destination = .alert(.deleteConfirmation(id: id))
                return .none
            case let .destination(.presented(.addContact(.delegate(.saveContact(contact))))):
                state.contacts.append(contact)
                return .none
            case let .destination(.presented(.alert(.confirmDeletion(id)))):
                state.contacts.remove(id: id)
                return .none
            case .destination:
                return .none
            case let .path(.element(id: id, action: .delegate(.confirmDeletion))):
                guard let detail = state.path[id: id] else { return .none }
                state.contacts.remove(id: detail.contact.id)
                return .none
            case .path:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
        .forEach(\.path, action: \.path) {
            ContactDetailFeature()
        }
    }
}
