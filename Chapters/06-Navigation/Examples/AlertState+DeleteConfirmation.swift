import Composable

extension AlertState where Action == ContactsFeature.Action.Alert {
    /// The alert that asks before a contact is deleted: "Delete" (destructive) sends
    /// `.confirmDeletion(id:)`; "Cancel" has no action, so tapping it only dismisses the alert.
    /// Built as a value, it can be compared in a test like any other state.
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
