import Composable
import DataFlow
import Testing

/// A feature whose bindable actions are its view actions, as TCA's TicTacToe login screen is
/// written (`Examples/TicTacToe/tic-tac-toe/Sources/LoginCore/LoginCore.swift` and
/// `LoginSwiftUI/LoginView.swift`): `enum Action: ViewAction` with `enum View: BindableAction`,
/// `BindingReducer(action: \.view)`, and a view that binds `TextField` to `$store.email`. TCA's
/// `Store` makes such fields writable by sending `.view(.binding(.set(…)))`
/// (`Observation/Binding+Observation.swift`).
@MainActor
@Suite struct BindableViewActionTests {
    @Reducer
    struct Login {
        @ObservableState
        struct State: Equatable {
            var email = ""
            var isFormValid = false
        }
        enum Action: ViewAction {
            case view(View)
            @CasePathable
            enum View: BindableAction {
                case binding(BindingAction<State>)
                case loginButtonTapped
            }
        }
        var body: some ReducerOf<Self> {
            BindingReducer(action: \.view)
            Reduce { state, action in
                switch action {
                case .view(.binding):
                    state.isFormValid = state.email.contains("@")
                    return .none
                case .view(.loginButtonTapped):
                    return .none
                }
            }
        }
    }

    @ViewAction(for: Login.self)
    struct LoginView: View {
        @Bindable var store: StoreOf<Login>
        var body: some View {
            Form {
                TextField("blob@pointfree.co", text: $store.email)
                Text(store.isFormValid ? "Ready" : "Incomplete")
                Button("Log in") { send(.loginButtonTapped) }
            }
        }
    }

    @Test func aTextFieldBoundToTheStoreSendsBindableViewActions() throws {
        let store = Store(initialState: Login.State()) { Login() }
        let host = ViewHost(LoginView(store: store))
        #expect(host.contains(.text("Incomplete")), "\(host.render())")
        try host.type("blob@pointfree.co", into: .textField("blob@pointfree.co"))
        #expect(store.email == "blob@pointfree.co")
        #expect(host.contains(.text("Ready")), "\(host.render())")
    }

    @Test func writingAFieldSendsTheViewBindingAction() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Login.State()) { Login() }
            await store.send(.view(.binding(.set(\.email, "blob@")))) {
                $0.email = "blob@"
                $0.isFormValid = true
            }
        }
        #expect(messages.isEmpty, "\(messages)")
        let store = Store(initialState: Login.State()) { Login() }
        store.email = "blob"
        #expect(store.email == "blob")
        #expect(!store.isFormValid)
        store.email += "@pointfree.co"
        #expect(store.isFormValid)
    }
}
