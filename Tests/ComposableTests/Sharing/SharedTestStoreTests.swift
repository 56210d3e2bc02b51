import Composable
import Foundation
import Testing

/// `TestStore` holds a test to the changes a feature makes to `@Shared` state, as TCA's does
/// (TCA's article "Sharing state", section "Testing shared state": "the test store will also
/// require you to assert on how shared state changes", with the assertion written
/// `$0.$count.withLock { $0 = 1 }`; an exhaustive test that leaves such a change unasserted fails).
@MainActor
@Suite struct SharedTestStoreTests {
    @Reducer
    struct Counter {
        @ObservableState
        struct State: Equatable {
            @Shared(.inMemory("count")) var count = 0
            var note = ""
        }
        enum Action {
            case incrementButtonTapped
            case saveLaterTapped
            case saved
        }
        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .incrementButtonTapped:
                    state.$count.withLock { $0 += 1 }
                    return .none
                case .saveLaterTapped:
                    return .run { [count = state.$count] send in
                        count.withLock { $0 += 10 }
                        await send(.saved)
                    }
                case .saved:
                    state.note = "saved"
                    return .none
                }
            }
        }
    }

    @Test func anAssertedSharedChangePasses() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Counter.State()) { Counter() }
            await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
            await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 2 } }
            #expect(store.state.count == 2)
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func anUnassertedSharedChangeFailsAnExhaustiveTest() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Counter.State()) { Counter() }
            await store.send(.incrementButtonTapped)
        }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.hasPrefix("State was not expected to change, but a change occurred"), "\(message)")
        #expect(message.contains("−") && message.contains("0") && message.contains("+"), "\(message)")
    }

    @Test func aWronglyDescribedSharedChangeFailsWithBothValues() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Counter.State()) { Counter() }
            await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 5 } }
        }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.hasPrefix("A state change does not match expectation"), "\(message)")
        #expect(message.contains("5") && message.contains("1"), "\(message)")
    }

    @Test func describingASharedChangeTheFeatureDidNotMakeFails() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Counter.State()) { Counter() }
            await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
            store.assert { $0.$count.withLock { $0 = 7 } }
        }
        #expect(messages.count == 1, "\(messages)")
    }

    @Test func aSharedChangeInAnEffectIsAssertedWithTheActionItSends() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Counter.State()) { Counter() }
            await store.send(.saveLaterTapped)
            await store.receive(\.saved) {
                $0.$count.withLock { $0 = 10 }
                $0.note = "saved"
            }
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func withExhaustivityOffAnUnassertedSharedChangePasses() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Counter.State()) { Counter() }
            store.exhaustivity = .off
            await store.send(.incrementButtonTapped)
            await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 2 } }
        }
        #expect(messages.isEmpty, "\(messages)")
    }
}
