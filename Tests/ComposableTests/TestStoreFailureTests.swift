import Composable
import Foundation
import Testing

/// What a learner reads when a `TestStore` test is wrong: TCA's failures, in words that name the
/// field, marked expected (−) and actual (+).
@MainActor
@Suite struct TestStoreFailureTests {
    private func contactsStore() -> TestStoreOf<ContactsFeature> {
        TestStore(initialState: ContactsFeature.State()) {
            ContactsFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
    }

    @Test func aWrongExpectationShowsADiffNamingTheField() async {
        let messages = await IssueReporter.capturing {
            let store = contactsStore()
            await store.send(.addButtonTapped) {
                $0.addContact = AddContactFeature.State(contact: Contact(id: UUID(0), name: ""))
            }
            await store.send(\.addContact.presented.setName, "Blob Jr.") {
                $0.addContact?.contact.name = "Blob Sr."
            }
            await store.send(\.addContact.presented.cancelButtonTapped)
            await store.receive(\.addContact.dismiss) { $0.addContact = nil }
        }
        #expect(messages.count == 1)
        let message = try! #require(messages.first)
        #expect(message.hasPrefix("A state change does not match expectation"))
        #expect(message.contains("−       name: \"Blob Sr.\""))
        #expect(message.contains("+       name: \"Blob Jr.\""))
        #expect(message.contains("(Expected: −, Actual: +)"))
    }

    private func timerStore(clock: TestClock<Duration> = TestClock()) -> TestStoreOf<TimerFeature> {
        TestStore(initialState: TimerFeature.State()) {
            TimerFeature()
        } withDependencies: {
            $0.continuousClock = clock
        }
    }

    @Test func anUnreceivedActionFailsAtTheEndOfTheTest() async {
        let messages = await IssueReporter.capturing {
            let store = timerStore()
            await store.send(.resetButtonTapped)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("The store received 1 unexpected action by the end of this test") == true)
        #expect(messages.first?.contains("TimerFeature.Action.resetFinished") == true)
    }

    @Test func sendingBeforeReceivingFails() async {
        let messages = await IssueReporter.capturing {
            let store = timerStore()
            await store.send(.resetButtonTapped)
            await store.send(.stopButtonTapped) { $0.isRunning = false }
        }
        #expect(messages.first?.hasPrefix("Must handle 1 received action before sending an action") == true)
    }

    @Test func anEffectStillRunningFailsAtTheEndAndNamesItsAction() async {
        let clock = TestClock()
        let messages = await IssueReporter.capturing {
            let store = timerStore(clock: clock)
            await store.send(.startButtonTapped) { $0.isRunning = true }
            await clock.advance(by: .seconds(1))
            await store.receive(.tick) { $0.seconds = 1 }
        }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.hasPrefix("An effect returned for this action is still running"))
        #expect(message.contains("Action: TimerFeature.Action.startButtonTapped"))
        #expect(message.contains("TimerFeature.swift"))
    }

    @Test func receivingTheWrongActionShowsBoth() async {
        let messages = await IssueReporter.capturing {
            let store = timerStore()
            await store.send(.resetButtonTapped)
            await store.receive(.tick)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("  − TimerFeature.Action.tick") == true)
        #expect(messages.first?.contains("  + TimerFeature.Action.resetFinished") == true)
    }

    @Test func aClosureThatChangesNothingIsReported() async {
        let messages = await IssueReporter.capturing {
            let store = timerStore()
            await store.send(.stopButtonTapped) { $0.isRunning = false }
        }
        #expect(messages.first?.hasPrefix("Expected state to change, but no change occurred.") == true)
    }

    @Test func receivingWhenNothingComesTimesOut() async {
        let messages = await IssueReporter.capturing {
            let store = timerStore()
            store.timeout = .milliseconds(50)
            await store.receive(\.tick)
        }
        #expect(
            messages.first
                == "Expected to receive an action matching \\.tick, but received none after 0.1 seconds.\n\nNo effect is running: none is left that could send it."
        )
    }

    @Test func finishFailsWhileAnEffectWaitsOnTheClock() async {
        let messages = await IssueReporter.capturing {
            let store = timerStore()
            await store.send(.startButtonTapped) { $0.isRunning = true }
            await store.finish(timeout: .milliseconds(50))
            await store.send(.stopButtonTapped) { $0.isRunning = false }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Expected effects to finish, but 1 effect still running") == true)
    }

    @Test func failuresReachSwiftTesting() async {
        await withKnownIssue {
            let store = contactsStore()
            await store.send(.addButtonTapped)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("State was not expected to change") }
        }
    }
}
