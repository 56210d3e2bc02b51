import Composable
import Foundation
import Testing

/// A presented feature tested alone may dismiss itself; the test store then reads as dismissed
/// (TCA's `TestStore.isDismissed`) and refuses further actions.
@MainActor
@Suite struct TestStoreDismissalTests {
    private func addContactStore() -> TestStoreOf<AddContactFeature> {
        TestStore(initialState: AddContactFeature.State(contact: Contact(id: UUID(0), name: "Blob"))) {
            AddContactFeature()
        }
    }

    @Test func aFeatureThatDismissesItselfMarksTheStoreDismissed() async {
        let store = addContactStore()
        #expect(!store.isDismissed)
        await store.send(.saveButtonTapped)
        await store.receive(\.delegate.saveContact, Contact(id: UUID(0), name: "Blob"))
        await store.finish()
        #expect(store.isDismissed)
    }

    @Test func sendingToADismissedStoreFails() async {
        let messages = await IssueReporter.capturing {
            let store = addContactStore()
            await store.send(.cancelButtonTapped)
            await store.finish()
            await store.send(.setName("Blob Jr."))
        }
        #expect(messages == ["Can't send action to dismissed test store."])
    }
}
