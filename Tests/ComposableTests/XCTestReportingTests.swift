import Composable
import Foundation
import XCTest

/// Under XCTest, a `TestStore` failure must reach XCTest (on Linux an `Issue.record` inside an
/// XCTest test is dropped without a word). This test case records the failures XCTest is given
/// instead of failing, then checks them.
final class XCTestReportingTests: XCTestCase {
    private var isCollecting = false
    private var collected: [String] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String,
        atLine lineNumber: Int, expected: Bool
    ) {
        if isCollecting {
            collected.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    @MainActor
    func testTheContactsFlowPassesUnderXCTest() async {
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
        await store.receive(\.addContact.presented.delegate.saveContact) {
            $0.contacts = [Contact(id: UUID(0), name: "Blob Jr.")]
        }
        await store.receive(\.addContact.dismiss) {
            $0.addContact = nil
        }
    }

    @MainActor
    func testAWrongExpectationFailsThroughXCTestWithADiffNamingTheField() async {
        isCollecting = true
        do {
            let store = TestStore(initialState: ContactsFeature.State()) {
                ContactsFeature()
            } withDependencies: {
                $0.uuid = .incrementing
            }
            await store.send(.addButtonTapped) {
                $0.addContact = AddContactFeature.State(contact: Contact(id: UUID(1), name: ""))
            }
        }
        isCollecting = false
        XCTAssertEqual(collected.count, 1)
        let failure = collected.first ?? ""
        XCTAssertTrue(failure.contains("A state change does not match expectation"), failure)
        XCTAssertTrue(failure.contains("−       id: UUID(00000000-0000-0000-0000-000000000001),"), failure)
        XCTAssertTrue(failure.contains("+       id: UUID(00000000-0000-0000-0000-000000000000),"), failure)
    }

    @MainActor
    func testAnEffectLeftRunningFailsThroughXCTest() async {
        isCollecting = true
        do {
            let store = TestStore(initialState: TimerFeature.State()) {
                TimerFeature()
            } withDependencies: {
                $0.continuousClock = TestClock()
            }
            await store.send(.startButtonTapped) { $0.isRunning = true }
        }
        isCollecting = false
        XCTAssertEqual(collected.count, 1)
        XCTAssertTrue(collected.first?.contains("An effect returned for this action is still running") == true)
    }
}
