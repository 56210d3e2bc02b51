extension AlertState where Action == ContactsFeature.Action.Alert {
    static func deleteConfirmation(id: Contact.ID) -> Self {
        Self {
            TextState("Are you sure?")
        } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
                TextState("Delete")
            }
            ButtonState(role: .cancel) {
                TextState("Cancel")
            }
        }
    }
}
