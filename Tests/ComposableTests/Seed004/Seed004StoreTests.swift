import Composable
import Foundation
import Testing

/// Seed 004's three stages behave as the seed says, driven through a `Store`: "+" presents the
/// add-contact feature, typing a name and saving appends the contact and dismisses, cancel
/// dismisses; first through the parent, then through delegate actions, then through `dismiss`.
@MainActor
@Suite struct Seed004StoreTests {
    /// Waits until `condition` holds, letting effects run (stage 3 dismisses from an effect).
    private func eventually(_ condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    @Test func stage1TheParentHandlesSaveAndCancel() async {
        typealias Feature = Seed004.ParentHandled.ContactsFeature
        let store = Store(initialState: Feature.State()) { Feature() }
        store.send(.addButtonTapped)
        #expect(store.addContact?.contact.name == "")
        store.send(.addContact(.presented(.setName("Blob"))))
        store.send(.addContact(.presented(.saveButtonTapped)))
        #expect(store.contacts.map(\.name) == ["Blob"])
        #expect(store.addContact == nil)

        store.send(.addButtonTapped)
        store.send(.addContact(.presented(.cancelButtonTapped)))
        #expect(store.addContact == nil)
        #expect(store.contacts.count == 1)
    }

    @Test func stage2DelegateActionsTellTheParent() async {
        typealias Feature = Seed004.Delegating.ContactsFeature
        let store = Store(initialState: Feature.State()) { Feature() }
        store.send(.addButtonTapped)
        let child = store.scope(state: \.addContact, action: \.addContact)
        child?.send(.setName("Blob Jr."))
        child?.send(.saveButtonTapped)
        #expect(store.contacts.map(\.name) == ["Blob Jr."])
        #expect(store.addContact == nil)

        store.send(.addButtonTapped)
        store.scope(state: \.addContact, action: \.addContact)?.send(.cancelButtonTapped)
        #expect(store.addContact == nil)
    }

    @Test func stage3TheChildDismissesItself() async {
        typealias Feature = Seed004.Dismissing.ContactsFeature
        let store = Store(initialState: Feature.State()) { Feature() }
        store.send(.addButtonTapped)
        store.send(.addContact(.presented(.setName("Blob Sr."))))
        await store.send(.addContact(.presented(.saveButtonTapped))).finish()
        await eventually { store.addContact == nil }
        #expect(store.contacts.map(\.name) == ["Blob Sr."])
        #expect(store.addContact == nil)

        store.send(.addButtonTapped)
        await store.send(.addContact(.presented(.cancelButtonTapped))).finish()
        await eventually { store.addContact == nil }
        #expect(store.addContact == nil)
        #expect(store.contacts.count == 1)
    }

    @Test func stage3InATestStoreWithTheMacros() async {
        typealias Feature = Seed004.Dismissing.ContactsFeature
        let store = TestStore(initialState: Feature.State()) { Feature() }
        store.exhaustivity = .off
        await store.send(.addButtonTapped)
        let id = try! #require(store.state.addContact?.contact.id)
        await store.send(\.addContact.presented.setName, "Blob") {
            $0.addContact?.contact.name = "Blob"
        }
        await store.send(\.addContact.presented.saveButtonTapped)
        await store.receive(\.addContact.presented.delegate) {
            $0.contacts = [Contact(id: id, name: "Blob")]
        }
        await store.receive(\.addContact.dismiss) {
            $0.addContact = nil
        }
    }
}
