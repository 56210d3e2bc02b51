// A demo (`swift run checker demo contacts`): seed 004's contacts on a store. A tap sends an
// action, the reducer changes the state, and only the views that read the changed members are
// evaluated; Save runs effects (a delegate action, then `dismiss`) that the last step waits for.
import Composable
import DataFlow

#Demo(
    "contacts", chapter: 5,
    title: "Store and reducer: + presents the child feature's sheet, Save sends the contact to the parent"
) {
    let store = Store(initialState: ContactsFeature.State()) {
        ContactsFeature()
    }
    return DemoStory(
        ContactsView(store: store),
        steps: [
            .tap(.button("plus")),
            .type("Blob", into: .textField("Name")),
            .tap(.button("Save")),
            .waitUntil("the sheet is closed") { store.addContact == nil },
        ])
}
