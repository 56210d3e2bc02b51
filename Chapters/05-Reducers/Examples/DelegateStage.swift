import Composable
import Foundation

/// Seed 004, second stage: the child says what it wants with delegate actions
/// (`.delegate(.cancel)`, `.delegate(.saveContact(contact))`), sent as effects, and the parent
/// listens only to those; the child's buttons are its own business again.
enum DelegateStage {
    @Reducer
    struct AddContactFeature {
        @ObservableState
        struct State: Equatable {
            var contact: Contact
        }
        enum Action {
            case cancelButtonTapped
            case delegate(Delegate)
            case saveButtonTapped
            case setName(String)
            enum Delegate: Equatable {
                case cancel
                case saveContact(Contact)
            }
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .cancelButtonTapped:
                    return .send(.delegate(.cancel))
                case .delegate:
                    return .none
                case .saveButtonTapped:
                    return .send(.delegate(.saveContact(state.contact)))
                case let .setName(name):
                    state.contact.name = name
                    return .none
                }
            }
        }
    }

    @Reducer
    struct ContactsFeature {
        @ObservableState
        struct State: Equatable {
            @Presents var addContact: AddContactFeature.State?
            var contacts: IdentifiedArrayOf<Contact> = []
        }
        enum Action {
            case addButtonTapped
            case addContact(PresentationAction<AddContactFeature.Action>)
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .addButtonTapped:
                    state.addContact = AddContactFeature.State(
                        contact: Contact(id: UUID(), name: "")
                    )
                    return .none
                case .addContact(.presented(.delegate(.cancel))):
                    state.addContact = nil
                    return .none
                case let .addContact(.presented(.delegate(.saveContact(contact)))):
                    state.contacts.append(contact)
                    state.addContact = nil
                    return .none
                case .addContact:
                    return .none
                }
            }
            .ifLet(\.$addContact, action: \.addContact) {
                AddContactFeature()
            }
        }
    }
}
