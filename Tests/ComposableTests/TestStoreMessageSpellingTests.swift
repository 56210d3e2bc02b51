import Composable
import Foundation
import Testing

/// A TestStore failure spells things as the test wrote them: an alert's diff shows only what `==`
/// compares (never the random `id` of the alert or its buttons), and a case path is spelled as a
/// test writes it: a stack element's as TCA's `\.path[id: 0]`, a presented child's without the
/// `.presented` it goes through, not the runtime's inner names.
@MainActor
@Suite struct TestStoreMessageSpellingTests {
    @Reducer
    struct Confirm {
        @ObservableState
        struct State: Equatable {
            @Presents var alert: AlertState<Action.Alert>?
        }
        enum Action {
            case alert(PresentationAction<Alert>)
            case deleteTapped
            @CasePathable
            enum Alert: Equatable { case confirm }
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .alert:
                    return .none
                case .deleteTapped:
                    state.alert = AlertState {
                        TextState("Delete?")
                    } actions: {
                        ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
                        ButtonState(role: .cancel) { TextState("Cancel") }
                    }
                    return .none
                }
            }
            .ifLet(\.$alert, action: \.alert)
        }
    }

    @Test func anAlertDiffLeavesOutTheIDsEqualityIgnores() async throws {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Confirm.State()) { Confirm() }
            await store.send(.deleteTapped) {
                $0.alert = AlertState {
                    TextState("Delete?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirm) { TextState("Remove") }
                    ButtonState(role: .cancel) { TextState("Cancel") }
                }
            }
        }
        let message = try #require(messages.first, "a wrong label must fail")
        #expect(messages.count == 1, "\(messages)")
        #expect(message.contains("−"), "\(message)")
        #expect(message.contains("\"Remove\""), "\(message)")
        #expect(message.contains("\"Delete\""), "\(message)")
        #expect(!message.contains("id: UUID"), "\(message)")
    }

    @Reducer
    struct Detail {
        @ObservableState
        struct State: Equatable { var title: String }
        enum Action {
            case closeTapped
            case delegate(Delegate)
            @CasePathable
            enum Delegate: Equatable { case close }
        }
    }

    @Reducer
    struct Pages {
        @ObservableState
        struct State: Equatable {
            var path = StackState<Detail.State>()
        }
        enum Action {
            case path(StackActionOf<Detail>)
        }
        var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
                .forEach(\.path, action: \.path) { Detail() }
        }
    }

    @Test func aStackElementsCasePathIsSpelledAsTCAWritesIt() async throws {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Pages.State()) { Pages() }
            await store.send(.path(.push(id: 0, state: Detail.State(title: "A")))) {
                $0.path[id: 0] = Detail.State(title: "A")
            }
            await store.receive(\.path[id: 0].delegate.close)
        }
        let message = try #require(messages.first { $0.contains("\\.path") }, "\(messages)")
        #expect(message.contains("\\.path[id: 0].delegate.close"), "\(message)")
        #expect(!message.contains(".element."), "\(message)")
        #expect(!message.contains("#0"), "\(message)")
    }

    @Test func aPresentedChildsCasePathLeavesOutPresented() async throws {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Confirm.State()) { Confirm() }
            await store.receive(\.alert.confirm)
        }
        let message = try #require(messages.first { $0.contains("\\.alert") }, "\(messages)")
        #expect(message.contains("\\.alert.confirm"), "\(message)")
        #expect(!message.contains("presented"), "\(message)")
    }
}
