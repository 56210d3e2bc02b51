import Composable
import Foundation
import Testing
@testable import ReducersExamples

/// Seed 004's three stages, driven through a `Store` as the seed describes them: "+" presents the
/// add-contact feature, typing a name and saving appends the contact and dismisses, cancel
/// dismisses; first handled by the parent, then through delegate actions, then with `dismiss`.
@MainActor
@Suite struct ContactsStagesTests {
    /// Lets effects run until `condition` holds (the last stage dismisses from an effect).
    private func eventually(_ condition: () -> Bool) async {
        for _ in 0..<500 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    @Test("Stage 1: the parent matches the child's Save and Cancel and clears the sheet's state itself")
    func parentHandled() {
        let store = Store(initialState: ParentHandledStage.ContactsFeature.State()) {
            ParentHandledStage.ContactsFeature()
        }
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

    @Test("Stage 2: the child's buttons send delegate actions, and the parent listens to those only")
    func delegateActions() async {
        let store = TestStore(initialState: DelegateStage.ContactsFeature.State()) { DelegateStage.ContactsFeature() }
        store.exhaustivity = .off
        await store.send(.addButtonTapped)
        let id = try! #require(store.state.addContact?.contact.id)
        await store.send(.addContact(.presented(.setName("Blob Jr.")))) {
            $0.addContact?.contact.name = "Blob Jr."
        }
        await store.send(.addContact(.presented(.saveButtonTapped)))
        await store.receive(\.addContact.presented.delegate) {
            $0.contacts = [Contact(id: id, name: "Blob Jr.")]
            $0.addContact = nil
        }
        await store.send(.addButtonTapped)
        await store.send(.addContact(.presented(.cancelButtonTapped)))
        await store.receive(\.addContact.presented.delegate) {
            $0.addContact = nil
        }
    }

    @Test("Stage 3: the child dismisses itself with @Dependency(\\.dismiss); the parent only appends")
    func dismissDependency() async {
        let store = TestStore(initialState: ContactsFeature.State()) { ContactsFeature() }
        // The contact's id is a fresh `UUID()`, as in the seed: the test reads it instead of asserting it.
        // TCA's way keeps a test exhaustive: `@Dependency(\.uuid)` in the feature and `$0.uuid = .incrementing`
        // in the test; the seed's code calls `UUID()`, so these stage tests turn exhaustivity off instead.
        store.exhaustivity = .off
        await store.send(.addButtonTapped)
        let id = try! #require(store.state.addContact?.contact.id)
        await store.send(\.addContact.presented.setName, "Blob Sr.") {
            $0.addContact?.contact.name = "Blob Sr."
        }
        await store.send(\.addContact.presented.saveButtonTapped)
        await store.receive(\.addContact.presented.delegate) {
            $0.contacts = [Contact(id: id, name: "Blob Sr.")]
        }
        await store.receive(\.addContact.dismiss) {
            $0.addContact = nil
        }
    }

    @Test("Stage 3: Cancel dismisses without adding anything")
    func cancelDismisses() async {
        let store = Store(initialState: ContactsFeature.State()) { ContactsFeature() }
        store.send(.addButtonTapped)
        await store.send(.addContact(.presented(.cancelButtonTapped))).finish()
        await eventually { store.addContact == nil }
        #expect(store.addContact == nil)
        #expect(store.contacts.isEmpty)
    }
}
