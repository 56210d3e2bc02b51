@Presents var addContact: AddContactFeature.State?              // in State: nil, no sheet
case addContact(PresentationAction<AddContactFeature.Action>)   // in Action
state.addContact = AddContactFeature.State(contact: Contact(id: UUID(), name: ""))  // present
.ifLet(\.$addContact, action: \.addContact) { AddContactFeature() }                 // in body
