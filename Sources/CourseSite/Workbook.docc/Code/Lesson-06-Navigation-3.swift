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
