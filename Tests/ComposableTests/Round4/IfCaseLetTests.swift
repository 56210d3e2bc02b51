import Composable
import Foundation
import Testing

/// `ifCaseLet` runs a child reducer on one case of an enum state, as TCA's `ifCaseLet` does in its
/// TicTacToe and login examples: the child's actions change that case, and leaving the case
/// cancels the child's effects.
@MainActor
@Suite struct IfCaseLetTests {
    @Reducer
    struct LoggedIn {
        @ObservableState
        struct State: Equatable { var name: String }
        enum Action { case rename(String) }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .rename(name):
                    state.name = name
                    return .none
                }
            }
        }
    }

    @Reducer
    struct Session {
        @CasePathable
        @dynamicMemberLookup
        enum State: Equatable {
            case loggedOut
            case loggedIn(LoggedIn.State)
        }
        enum Action {
            case logIn(String)
            case logOut
            case loggedIn(LoggedIn.Action)
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .logIn(name):
                    state = .loggedIn(LoggedIn.State(name: name))
                    return .none
                case .logOut:
                    state = .loggedOut
                    return .none
                case .loggedIn:
                    return .none
                }
            }
            .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
        }
    }

    @Test func theChildChangesItsCase() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Session.State.loggedOut) { Session() }
            await store.send(.logIn("Blob")) { $0 = .loggedIn(LoggedIn.State(name: "Blob")) }
            await store.send(.loggedIn(.rename("Blob Jr."))) { $0 = .loggedIn(LoggedIn.State(name: "Blob Jr.")) }
            await store.send(.logOut) { $0 = .loggedOut }
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func aChildActionInAnotherCaseIsReported() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Session.State.loggedOut) { Session() }
            await store.send(.loggedIn(.rename("Blob")))
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("ifCaseLet") == true, "\(messages)")
    }
}
