import Composable
import DataFlow
import Testing

/// TCA's `View.bind(_:to:)`: a focus kept in the feature's state and a view's `@FocusState`
/// follow each other, as "Form focus: a better approach" in TCA's SyncUps tutorial uses it.
@MainActor
@Suite("bind(_:to:)", .serialized)
struct BindTests {
    @Reducer
    struct Signup {
        @ObservableState
        struct State: Equatable {
            enum Field: Hashable { case name, email }
            var name = ""
            var email = ""
            var focus: Field? = .email
        }
        enum Action: BindableAction {
            case binding(BindingAction<State>)
            case nextTapped
        }
        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                if case .nextTapped = action { state.focus = state.focus == .name ? .email : .name }
                return .none
            }
        }
    }

    struct SignupView: View {
        @Bindable var store: StoreOf<Signup>
        @FocusState var focus: Signup.State.Field?

        var body: some View {
            VStack {
                TextField("Name", text: $store.name).focused($focus, equals: .name)
                TextField("Email", text: $store.email).focused($focus, equals: .email)
                Button("Next") { store.send(.nextTapped) }
            }
            .bind($store.focus, to: $focus)
        }
    }

    @Test("The view takes the state's focus when it appears and whenever the state's changes")
    func stateDrivesView() throws {
        let store = Store(initialState: Signup.State()) { Signup() }
        let host = ViewHost(SignupView(store: store))
        #expect(host.focusedElement?.label == "Email")
        try host.tap(.button("Next"))
        #expect(store.focus == .name)
        #expect(host.focusedElement?.label == "Name")
    }

    @Test("The state takes the view's focus when a user moves it")
    func viewDrivesState() throws {
        let store = Store(initialState: Signup.State(focus: nil)) { Signup() }
        let host = ViewHost(SignupView(store: store))
        #expect(host.focusedElement == nil)
        try host.focus(.textField("Name"))
        #expect(store.focus == .name)
    }

    @Test("BindableAction.set(_:_:) is the binding action that sets the field")
    func setShorthand() async {
        let store = TestStore(initialState: Signup.State()) { Signup() }
        await store.send(.set(\.name, "Blob")) {
            $0.name = "Blob"
        }
    }

    @Reducer
    struct Pair {
        @ObservableState
        struct State: Equatable {
            var left = Signup.State()
            var right = Signup.State()
        }
        enum Action {
            case left(Signup.Action)
            case right(Signup.Action)
        }
        var body: some ReducerOf<Self> {
            Scope(\.left, action: \.left) { Signup() }
            Scope(\.right, action: \.right) { Signup() }
        }
    }

    @Test("Scope(_:action:) runs the child on its own part of the state only")
    func unlabelledScope() async {
        let store = TestStore(initialState: Pair.State()) { Pair() }
        await store.send(.right(.set(\.name, "Blob"))) {
            $0.right.name = "Blob"
        }
    }
}
