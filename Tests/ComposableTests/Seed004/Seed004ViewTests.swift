import Composable
import DataFlow
import Foundation
import Testing

/// Seed 004's views on a real store, in a DataFlow host: "+" presents the sheet, typing a name and
/// saving appends the contact and dismisses, cancel dismisses.
@MainActor
@Suite struct Seed004ViewTests {
    private func settleEffects(_ host: ViewHost, until condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
            host.settle()
        }
    }

    @Test func plusPresentsTypingAndSavingAppendsAndDismisses() async throws {
        let store = Store(initialState: Seed004.Dismissing.ContactsFeature.State()) {
            Seed004.Dismissing.ContactsFeature()
        }
        let host = ViewHost(ContactsView(store: store))
        #expect(!host.isPresentingSheet)

        try host.tap(.button("plus"))
        #expect(host.isPresentingSheet)
        #expect(store.addContact != nil)

        try host.type("Blob", into: .textField("Name"))
        #expect(store.addContact?.contact.name == "Blob")

        try host.tap(.button("Save"))
        await settleEffects(host) { !host.isPresentingSheet }
        #expect(!host.isPresentingSheet)
        #expect(store.addContact == nil)
        #expect(store.contacts.map(\.name) == ["Blob"])
        #expect(host.contains(.text("Blob")))
    }

    @Test func cancelDismissesWithoutAdding() async throws {
        let store = Store(initialState: Seed004.Dismissing.ContactsFeature.State()) {
            Seed004.Dismissing.ContactsFeature()
        }
        let host = ViewHost(ContactsView(store: store))
        try host.tap(.button("plus"))
        try host.type("Blob", into: .textField("Name"))
        try host.tap(.button("Cancel"))
        await settleEffects(host) { !host.isPresentingSheet }
        #expect(!host.isPresentingSheet)
        #expect(store.contacts.isEmpty)
    }

    @Test func swipingTheSheetAwaySendsDismiss() throws {
        let store = Store(initialState: Seed004.Dismissing.ContactsFeature.State()) {
            Seed004.Dismissing.ContactsFeature()
        }
        let host = ViewHost(ContactsView(store: store))
        try host.tap(.button("plus"))
        try host.dismissSheet()
        #expect(store.addContact == nil)
        #expect(!host.isPresentingSheet)
    }

    @Test func aViewReRendersOnlyWhenTheFieldItReadChanges() throws {
        let store = Store(initialState: CounterFeature.State()) {
            CounterFeature()
        } withDependencies: {
            $0.primeClient.nthPrime = { _ in 2 }
        }
        let host = ViewHost(CountView(store: store))
        #expect(host.contains(.text("0")))
        let evaluations = host.bodyEvaluationCount

        store.send(.nthPrimeResponse(7))  // changes isLoading and nthPrime, not count
        host.settle()
        #expect(host.bodyEvaluationCount == evaluations)

        store.send(.incrementButtonTapped)
        host.settle()
        #expect(host.bodyEvaluationCount == evaluations + 1)
        #expect(host.contains(.text("1")))
    }
}
