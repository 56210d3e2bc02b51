import Composable
import Foundation

/// Seed 004, first stage: the parent handles the child's Save and Cancel itself, by matching
/// `.addContact(.presented(.saveButtonTapped))` and `.addContact(.presented(.cancelButtonTapped))`
/// and setting `addContact = nil`. It works, but the parent must know every button of the child.
enum ParentHandledStage {
    @Reducer
    struct AddContactFeature {
        @ObservableState
        struct State: Equatable {
            var contact: Contact
        }
        enum Action {
            case cancelButtonTapped
            case saveButtonTapped
            case setName(String)
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .cancelButtonTapped:
                    return .none
                case .saveButtonTapped:
                    return .none
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
                case .addContact(.presented(.cancelButtonTapped)):
                    state.addContact = nil
                    return .none
                case .addContact(.presented(.saveButtonTapped)):
                    guard let contact = state.addContact?.contact
                    else { return .none }
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
