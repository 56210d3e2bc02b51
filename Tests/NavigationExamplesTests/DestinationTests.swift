import Composable
import Foundation
import Testing
@testable import NavigationExamples

/// "Multiple destinations": one optional `destination` enum holds either the add-contact sheet or
/// the delete alert, `ifLet` runs the presented case, and an alert's button action reaches the
/// parent wrapped in `.destination(.presented(.alert(…)))`, after which the alert is gone.
@MainActor
@Suite struct DestinationTests {
    private let blob = Contact(id: UUID(0), name: "Blob")
    private let blobJr = Contact(id: UUID(1), name: "Blob Jr.")

    @Test("\"+\" presents the add-contact case; Save appends the contact and the child dismisses itself")
    func addContact() async {
        let store = TestStore(initialState: ContactsFeature.State()) {
            ContactsFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        await store.send(.addButtonTapped) {
            $0.destination = .addContact(AddContactFeature.State(contact: Contact(id: UUID(0), name: "")))
        }
        await store.send(.destination(.presented(.addContact(.setName("Blob"))))) {
            $0.destination = .addContact(AddContactFeature.State(contact: self.blob))
        }
        await store.send(.destination(.presented(.addContact(.saveButtonTapped))))
        await store.receive(\.destination.addContact.delegate.saveContact) {
            $0.contacts = [self.blob]
        }
        await store.receive(\.destination.dismiss) {
            $0.destination = nil
        }
    }

    @Test("The trash button presents the alert case, built as a value a test can compare")
    func deletePresentsAlert() async {
        let store = TestStore(initialState: ContactsFeature.State(contacts: [blob, blobJr])) { ContactsFeature() }
        await store.send(.deleteButtonTapped(id: blob.id)) {
            $0.destination = .alert(.deleteConfirmation(id: self.blob.id))
        }
    }

    @Test("Confirming removes that contact, and ifLet dismisses the alert without the reducer doing it")
    func confirmDeletes() async {
        let store = TestStore(initialState: ContactsFeature.State(contacts: [blob, blobJr])) { ContactsFeature() }
        await store.send(.deleteButtonTapped(id: blobJr.id)) {
            $0.destination = .alert(.deleteConfirmation(id: self.blobJr.id))
        }
        await store.send(.destination(.presented(.alert(.confirmDeletion(id: blobJr.id))))) {
            $0.contacts = [self.blob]
            $0.destination = nil
        }
    }

    @Test("Cancelling the alert only dismisses it: no contact is removed")
    func cancelKeeps() async {
        let store = TestStore(initialState: ContactsFeature.State(contacts: [blob])) { ContactsFeature() }
        await store.send(.deleteButtonTapped(id: blob.id)) {
            $0.destination = .alert(.deleteConfirmation(id: self.blob.id))
        }
        await store.send(.destination(.dismiss)) {
            $0.destination = nil
        }
    }

    @Test("One destination: presenting the alert replaces the sheet, never both at once")
    func oneAtATime() async {
        let store = Store(initialState: ContactsFeature.State(contacts: [blob])) {
            ContactsFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        store.send(.addButtonTapped)
        #expect(store.destination?.addContact != nil)
        store.send(.deleteButtonTapped(id: blob.id))
        #expect(store.destination?.addContact == nil)
        #expect(store.destination?.alert == .deleteConfirmation(id: blob.id))
    }
}
