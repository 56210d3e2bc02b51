// A demo (`swift run checker demo contacts-destination`): TCA's "Multiple destinations" on a
// store. "+" presents the sheet case of the one `destination`, Save runs the child's effects (a
// delegate action, then `dismiss`), the trash button presents the alert case, and the alert's
// Delete removes the contact while `ifLet` closes the alert.
import Composable
import DataFlow
import Foundation

#Demo(
    "contacts-destination", chapter: 6,
    title: "One destination: + presents the sheet case, the trash button the alert case, Delete removes the contact"
) {
    let store = Store(initialState: ContactsFeature.State()) {
        ContactsFeature()
    } withDependencies: {
        $0.uuid = .incrementing
    }
    return DemoStory(
        ContactsView(store: store),
        steps: [
            .tap(.button("plus")),
            .type("Blob", into: .textField("Name")),
            .send(".destination(.presented(.addContact(.saveButtonTapped)))") {
                tapSave(in: store)
            },
            .tap(.button("trash")),
            .tap(.button("Delete")),
        ])
}

/// Sends the sheet's Save as the view's button does; the step waits for the task's effects.
@MainActor
private func tapSave(in store: StoreOf<ContactsFeature>) -> StoreTask {
    store.send(.destination(.presented(.addContact(.saveButtonTapped))))
}
