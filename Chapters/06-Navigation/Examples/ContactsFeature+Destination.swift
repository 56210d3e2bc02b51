import Composable

extension ContactsFeature {
    /// Everything the contacts list can present, one case each (TCA's "Multiple destinations"):
    /// the add-contact sheet, a feature with its own reducer, and the delete-confirmation alert,
    /// plain `AlertState` whose buttons send `Action.Alert`. `@Reducer` writes `State` and `Action`
    /// enums with one case per destination and a body that runs the presented case's reducer.
    @Reducer
    enum Destination {
        case addContact(AddContactFeature)
        case alert(AlertState<ContactsFeature.Action.Alert>)
    }
}

extension ContactsFeature.Destination.State: Equatable {}
