@Dependency(\.dismiss) var dismiss
...
case .saveButtonTapped:
    return .run { [contact = state.contact] send in
        await send(.delegate(.saveContact(contact)))
        await self.dismiss()
    }
