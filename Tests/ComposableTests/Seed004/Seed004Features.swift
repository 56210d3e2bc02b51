import Composable
import Foundation

/// Seed 004's features, each stage, written as the seed writes them (only the import differs),
/// with the macros writing the conformances.
enum Seed004 {
    /// Stage 1: the parent handles the child's save and cancel buttons.
    enum ParentHandled {
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

    /// Stage 2: the child tells the parent what to do with delegate actions.
    enum Delegating {
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

    /// Stage 3: the child dismisses itself with the `\.dismiss` dependency.
    enum Dismissing {
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
                enum Delegate {
                    case saveContact(Contact)
                }
            }
            @Dependency(\.dismiss) var dismiss
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .cancelButtonTapped:
                        return .run { _ in await self.dismiss() }
                    case .delegate:
                        return .none
                    case .saveButtonTapped:
                        return .run { [contact = state.contact] send in
                            await send(.delegate(.saveContact(contact)))
                            await self.dismiss()
                        }
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
                    case let .addContact(.presented(.delegate(.saveContact(contact)))):
                        state.contacts.append(contact)
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
}
