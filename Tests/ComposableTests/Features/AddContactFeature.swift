import Composable
import Foundation

/// Seed 004's last stage of the add-contact feature: a delegate action to save, `dismiss` to close.
/// Written without macros: its `Reducer` and `CasePathable` conformances are spelled out.
struct AddContactFeature: Reducer {
    struct State: Equatable {
        var contact: Contact
    }

    enum Action {
        case cancelButtonTapped
        case delegate(Delegate)
        case saveButtonTapped
        case setName(String)

        enum Delegate: Equatable {
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

extension AddContactFeature.Action: CasePathable {
    struct AllCasePaths {
        var cancelButtonTapped: AnyCasePath<AddContactFeature.Action, Void> {
            AnyCasePath(
                embed: { .cancelButtonTapped }, extract: { if case .cancelButtonTapped = $0 { () } else { nil } })
        }
        var delegate: AnyCasePath<AddContactFeature.Action, Delegate> {
            AnyCasePath(embed: { .delegate($0) }, extract: { if case let .delegate(value) = $0 { value } else { nil } })
        }
        var saveButtonTapped: AnyCasePath<AddContactFeature.Action, Void> {
            AnyCasePath(embed: { .saveButtonTapped }, extract: { if case .saveButtonTapped = $0 { () } else { nil } })
        }
        var setName: AnyCasePath<AddContactFeature.Action, String> {
            AnyCasePath(embed: { .setName($0) }, extract: { if case let .setName(value) = $0 { value } else { nil } })
        }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension AddContactFeature.Action.Delegate: CasePathable {
    struct AllCasePaths {
        var saveContact: AnyCasePath<AddContactFeature.Action.Delegate, Contact> {
            AnyCasePath(
                embed: { .saveContact($0) }, extract: { if case let .saveContact(value) = $0 { value } else { nil } })
        }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
}
