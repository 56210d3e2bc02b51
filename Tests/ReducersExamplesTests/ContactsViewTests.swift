import Composable
import DataFlow
import Foundation
import Testing
@testable import ReducersExamples

/// Seed 004's views on a real store: tapping "+" presents the sheet, typing a name and saving
/// appends the contact and dismisses, Cancel dismisses, and swiping the sheet away sends `.dismiss`.
@MainActor
@Suite struct ContactsViewTests {
    private func settle(_ host: ViewHost, until condition: () -> Bool) async {
        for _ in 0..<500 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
            host.settle()
        }
    }

    @Test("Tapping + presents the sheet; typing a name and tapping Save appends it and dismisses")
    func addAContact() async throws {
        let store = Store(initialState: ContactsFeature.State()) { ContactsFeature() }
        let host = ViewHost(ContactsView(store: store))
        #expect(host.navigationTitle == "Contacts")
        #expect(!host.isPresentingSheet)
        try host.tap(.button("plus"))
        #expect(host.isPresentingSheet)
        try host.type("Blob", into: .textField("Name"))
        #expect(store.addContact?.contact.name == "Blob")
        try host.tap(.button("Save"))
        await settle(host) { !host.isPresentingSheet }
        #expect(!host.isPresentingSheet)
        #expect(host.contains(.text("Blob")))
    }

    @Test("Cancel dismisses the sheet and adds nothing")
    func cancel() async throws {
        let store = Store(initialState: ContactsFeature.State()) { ContactsFeature() }
        let host = ViewHost(ContactsView(store: store))
        try host.tap(.button("plus"))
        try host.type("Blob", into: .textField("Name"))
        try host.tap(.button("Cancel"))
        await settle(host) { !host.isPresentingSheet }
        #expect(!host.isPresentingSheet)
        #expect(store.contacts.isEmpty)
        #expect(!host.contains(.text("Blob")))
    }

    @Test("Swiping the sheet away sends .dismiss, which clears the child's state")
    func swipeAway() throws {
        let store = Store(initialState: ContactsFeature.State()) { ContactsFeature() }
        let host = ViewHost(ContactsView(store: store))
        try host.tap(.button("plus"))
        try host.dismissSheet()
        #expect(store.addContact == nil)
        #expect(!host.isPresentingSheet)
    }
}
