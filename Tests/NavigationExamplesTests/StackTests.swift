import Composable
import Foundation
import Testing
@testable import NavigationExamples

/// "Navigation stacks": `path` is a `StackState` of pushed details, each with an id;
/// `forEach(\.path, action: \.path)` runs the detail's reducer on `.element(id:action:)`, and
/// `dismiss` inside a pushed feature pops exactly that screen.
@MainActor
@Suite struct StackTests {
    private let blob = Contact(id: UUID(0), name: "Blob")
    private let blobJr = Contact(id: UUID(1), name: "Blob Jr.")

    @Test("A push appends a screen with the id it was given; popFrom removes it and everything above it")
    func pushAndPop() async {
        let store = TestStore(initialState: ContactsFeature.State(contacts: [blob, blobJr])) { ContactsFeature() }
        await store.send(.path(.push(id: 0, state: ContactDetailFeature.State(contact: blob)))) {
            $0.path[id: 0] = ContactDetailFeature.State(contact: self.blob)
        }
        await store.send(.path(.push(id: 1, state: ContactDetailFeature.State(contact: blobJr)))) {
            $0.path[id: 1] = ContactDetailFeature.State(contact: self.blobJr)
        }
        await store.send(.path(.popFrom(id: 0))) {
            $0.path = StackState()
        }
    }

    @Test("Deleting from a pushed detail: the alert, the delegate to the list, then the detail pops itself")
    func deleteFromDetail() async {
        let store = TestStore(initialState: ContactsFeature.State(contacts: [blob, blobJr])) { ContactsFeature() }
        await store.send(.path(.push(id: 0, state: ContactDetailFeature.State(contact: blob)))) {
            $0.path[id: 0] = ContactDetailFeature.State(contact: self.blob)
        }
        await store.send(.path(.element(id: 0, action: .deleteButtonTapped))) {
            $0.path[id: 0]?.alert = AlertState {
                TextState("Are you sure?")
            } actions: {
                ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
            }
        }
        await store.send(.path(.element(id: 0, action: .alert(.presented(.confirmDeletion))))) {
            $0.path[id: 0]?.alert = nil
        }
        await store.receive(\.path[id: 0].delegate.confirmDeletion) {
            $0.contacts = [self.blobJr]
        }
        await store.receive(\.path.popFrom, 0) {
            $0.path = StackState()
        }
    }

    @Test("Dismissing the detail's alert keeps the contact and the screen")
    func cancelInDetail() async {
        var state = ContactsFeature.State(contacts: [blob])
        state.path.append(ContactDetailFeature.State(contact: blob))
        let store = Store(initialState: state) { ContactsFeature() }
        let id = store.path.ids[0]
        store.send(.path(.element(id: id, action: .deleteButtonTapped)))
        #expect(store.path[id: id]?.alert != nil)
        store.send(.path(.element(id: id, action: .alert(.dismiss))))
        #expect(store.path[id: id]?.alert == nil)
        #expect(store.path.count == 1)
        #expect(store.contacts.map(\.name) == ["Blob"])
    }
}
