// A demo (`swift run checker demo contacts-stack`): TCA's "Navigation stacks" on a store. A row's
// link pushes the contact's detail onto the store's `path`; inside the pushed feature, Delete
// presents its own alert and confirming it (sent as the alert's button sends it, so that the step
// can wait for its effects) tells the list (a delegate action) and pops the screen with
// `@Dependency(\.dismiss)`; a second push is popped with the back button. After each
// step the transcript shows the path (the screen shows only its top).
import Composable
import DataFlow
import Foundation

#Demo(
    "contacts-stack", chapter: 6,
    title: "A stack on a store: push a contact's detail, delete from inside it (it pops itself), push another, go back"
) {
    let store = Store(
        initialState: ContactsFeature.State(
            contacts: [Contact(id: UUID(0), name: "Blob"), Contact(id: UUID(1), name: "Blob Jr.")])
    ) {
        ContactsFeature()
    }
    return DemoStory(
        ContactsView(store: store),
        steps: [
            .push(.link("Blob Jr.")),
            .tap(.button("Delete")),
            .send(".path(.element(id: top, action: .alert(.presented(.confirmDeletion))))") {
                confirmDeletion(in: store)
            },
            .push(.link("Blob")),
            .goBack(),
        ], watching: "path"
    ) {
        describePath(of: store)
    }
}

/// Sends what the alert's Delete button sends, for the screen on top of the stack; the step waits
/// for the effects it starts (the delegate action, then `dismiss`), so they land in one update.
@MainActor
private func confirmDeletion(in store: StoreOf<ContactsFeature>) -> StoreTask {
    // With nothing pushed, `#0` names no screen: the stack reducer reports it and the next step fails.
    let top = store.withState { $0.path.ids.last } ?? 0
    return store.send(.path(.element(id: top, action: .alert(.presented(.confirmDeletion)))))
}

/// The store's path as the transcript shows it after every step: each pushed screen's id and
/// contact, bottom first (`[#1 Blob Jr.]`), read without observing it.
@MainActor
private func describePath(of store: StoreOf<ContactsFeature>) -> String {
    store.withState { state in
        "[" + state.path.ids.map { "\($0) \(state.path[id: $0]?.contact.name ?? "?")" }.joined(separator: ", ") + "]"
    }
}
