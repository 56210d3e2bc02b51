import Composable
import DataFlow
import Foundation
import Testing
@testable import NavigationExamples

/// The contacts screen on a real store: the sheet and the alert are both scoped from the one
/// `destination`, a row's link pushes the detail through the store's `path`, and "Delete" inside
/// the detail pops it after removing the contact.
@MainActor
@Suite struct ContactsScreenTests {
    private func settle(_ host: ViewHost, until condition: () -> Bool) async {
        for _ in 0..<500 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
            host.settle()
        }
    }

    private func makeHost(_ names: [String]) -> (ViewHost, StoreOf<ContactsFeature>) {
        let contacts = names.enumerated().map { Contact(id: UUID($0.offset), name: $0.element) }
        let store = Store(initialState: ContactsFeature.State(contacts: IdentifiedArray(uniqueElements: contacts))) {
            ContactsFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        return (ViewHost(ContactsView(store: store)), store)
    }

    @Test("\"+\" shows the sheet from the addContact case; Save lists the contact and closes it")
    func addThroughSheet() async throws {
        let (host, store) = makeHost([])
        try host.tap(.button("plus"))
        #expect(host.isPresentingSheet)
        #expect(!host.isPresentingAlert)
        try host.type("Blob", into: .textField("Name"))
        try host.tap(.button("Save"))
        await settle(host) { !host.isPresentingSheet }
        #expect(!host.isPresentingSheet)
        #expect(store.contacts.map(\.name) == ["Blob"])
        #expect(host.contains(.text("Blob")))
    }

    @Test("The trash button shows the alert from the alert case; Delete removes the contact")
    func deleteThroughAlert() throws {
        let (host, store) = makeHost(["Blob"])
        try host.tap(.button("trash"))
        #expect(host.isPresentingAlert)
        #expect(!host.isPresentingSheet)
        #expect(host.presentedAlert?.label == "Are you sure?", "\(host.render())")
        try host.tap(.button("Delete"))
        #expect(!host.isPresentingAlert)
        #expect(store.contacts.isEmpty)
        #expect(store.destination == nil)
    }

    @Test("Cancel in the alert closes it and keeps the contact")
    func cancelKeepsContact() throws {
        let (host, store) = makeHost(["Blob"])
        try host.tap(.button("trash"))
        try host.tap(.button("Cancel"))
        #expect(!host.isPresentingAlert)
        #expect(store.contacts.map(\.name) == ["Blob"])
        #expect(store.destination == nil)
    }

    @Test("A row's link pushes the detail onto the store's path; going back pops it from the state too")
    func pushAndGoBack() throws {
        let (host, store) = makeHost(["Blob", "Blob Jr."])
        try host.follow(.link("Blob Jr."))
        #expect(host.pushedScreenCount == 1)
        #expect(store.path.count == 1)
        #expect(store.path.first?.contact.name == "Blob Jr.")
        #expect(host.navigationTitle == "Blob Jr.", "\(host.render())")
        #expect(host.contains(.button("Delete")))
        try host.goBack()
        #expect(store.path.isEmpty)
        #expect(host.pushedScreenCount == 0)
        #expect(host.navigationTitle == "Contacts", "\(host.render())")
        #expect(host.contains(.link("Blob Jr.")))
    }

    @Test("The pushed detail's Delete asks first; confirming removes the contact and pops the detail")
    func detailScreen() async throws {
        let blob = Contact(id: UUID(0), name: "Blob")
        var state = ContactsFeature.State(contacts: [blob])
        state.path.append(ContactDetailFeature.State(contact: blob))
        let store = Store(initialState: state) { ContactsFeature() }
        let id = try #require(store.path.ids.first)
        // The screen the stack shows for that element: the detail's view on the element's store.
        let detailStore = try #require(
            store.scope(state: \.path, action: \.path).scope(state: \.[id: id], action: \.[id: id]))
        let host = ViewHost(ContactDetailView(store: detailStore))
        #expect(host.navigationTitle == "Blob")
        try host.tap(.button("Delete"))
        #expect(host.isPresentingAlert)
        #expect(host.presentedAlert?.label == "Are you sure?")
        #expect(store.contacts.count == 1, "Nothing is deleted before the alert is answered.")
        try host.tap(.button("Delete"))
        await settle(host) { store.path.isEmpty }
        #expect(store.contacts.isEmpty)
        #expect(store.path.isEmpty)
    }
}
