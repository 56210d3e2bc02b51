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
...
case .cancelButtonTapped:
    return .send(.delegate(.cancel))
case .saveButtonTapped:
    return .send(.delegate(.saveContact(state.contact)))
