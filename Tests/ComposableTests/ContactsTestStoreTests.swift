import Composable
import Foundation
import Testing

/// TCA's "Testing your first presentation", against seed 004's final contacts feature.
@MainActor
@Suite struct ContactsTestStoreTests {
    @Test func addingAContactPresentsTheSheetSavesAndDismisses() async {
        let store = TestStore(initialState: ContactsFeature.State()) {
            ContactsFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }

        await store.send(.addButtonTapped) {
            $0.addContact = AddContactFeature.State(contact: Contact(id: UUID(0), name: ""))
        }
        await store.send(\.addContact.presented.setName, "Blob Jr.") {
            $0.addContact?.contact.name = "Blob Jr."
        }
        await store.send(\.addContact.presented.saveButtonTapped)
        await store.receive(\.addContact.presented.delegate.saveContact, Contact(id: UUID(0), name: "Blob Jr.")) {
            $0.contacts = [Contact(id: UUID(0), name: "Blob Jr.")]
        }
        await store.receive(\.addContact.dismiss) {
            $0.addContact = nil
        }
    }

    @Test func cancellingDismissesThroughTheDismissDependency() async {
        let store = TestStore(initialState: ContactsFeature.State()) {
            ContactsFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        await store.send(.addButtonTapped) {
            $0.addContact = AddContactFeature.State(contact: Contact(id: UUID(0), name: ""))
        }
        await store.send(.addContact(.presented(.cancelButtonTapped)))
        await store.receive(\.addContact.dismiss) {
            $0.addContact = nil
        }
    }

    @Test func nonExhaustiveTestChecksOnlyWhatItStates() async {
        let store = TestStore(initialState: ContactsFeature.State()) {
            ContactsFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        store.exhaustivity = .off
        await store.send(.addButtonTapped)
        await store.send(\.addContact.presented.setName, "Blob")
        await store.send(\.addContact.presented.saveButtonTapped)
        await store.receive(\.addContact.dismiss) {
            $0.contacts = [Contact(id: UUID(0), name: "Blob")]
            $0.addContact = nil
        }
    }
}
