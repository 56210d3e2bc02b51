import Composable
import Foundation

/// Seed 004's contacts list, last stage: presents the add-contact feature with `@Presents` and
/// `ifLet`, appends the contact its delegate action carries. It makes ids with `\.uuid`, as TCA's
/// "Testing your first presentation" does, so that tests know them.
struct ContactsFeature: Reducer {
    struct State: Equatable {
        @Presents var addContact: AddContactFeature.State?
        var contacts: IdentifiedArrayOf<Contact> = []
    }

    enum Action {
        case addButtonTapped
        case addContact(PresentationAction<AddContactFeature.Action>)
    }

    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.addContact = AddContactFeature.State(contact: Contact(id: self.uuid(), name: ""))
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

extension ContactsFeature.Action: CasePathable {
    struct AllCasePaths {
        var addButtonTapped: AnyCasePath<ContactsFeature.Action, Void> {
            AnyCasePath(embed: { .addButtonTapped }, extract: { if case .addButtonTapped = $0 { () } else { nil } })
        }
        var addContact: AnyCasePath<ContactsFeature.Action, PresentationAction<AddContactFeature.Action>> {
            AnyCasePath(
                embed: { .addContact($0) }, extract: { if case let .addContact(value) = $0 { value } else { nil } })
        }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
}
