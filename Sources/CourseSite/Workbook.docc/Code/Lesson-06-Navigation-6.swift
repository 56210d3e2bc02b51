// ContactDetailFeature
case .alert(.presented(.confirmDeletion)):
    return .run { send in
        await send(.delegate(.confirmDeletion))
        await self.dismiss()
    }

// ContactsFeature
case let .path(.element(id: id, action: .delegate(.confirmDeletion))):
    guard let detail = state.path[id: id] else { return .none }
    state.contacts.remove(id: detail.contact.id)
    return .none
