import Composable
import DataFlow
import Testing

/// `SwitchStore` and `CaseLet`, as TCA 1.0–1.6 views switch over an enum feature: the content of
/// the state's case, with a store of that case (TCA's `Sources/ComposableArchitecture/SwiftUI/SwitchStore.swift`
/// up to 1.23). The reducer scopes its cases with `Scope(state: /State.x, action: /Action.x)`, as
/// 1.0–1.3 code writes it.
@MainActor
@Suite struct SwitchStoreTests {
    @available(*, deprecated)
    struct App: Reducer {
        enum State: Equatable {
            case loggedOut(LegacyCounter.State)
            case loggedIn(LegacyCounter.State)
        }
        enum Action: Equatable {
            case loggedOut(LegacyCounter.Action)
            case loggedIn(LegacyCounter.Action)
            case logInButtonTapped
        }
        var body: some ReducerOf<Self> {
            Scope(state: /State.loggedOut, action: /Action.loggedOut) { LegacyCounter() }
            Scope(state: /State.loggedIn, action: /Action.loggedIn) { LegacyCounter() }
            Reduce { state, action in
                if case .logInButtonTapped = action { state = .loggedIn(LegacyCounter.State(count: 10)) }
                return .none
            }
        }
    }

    @available(*, deprecated)
    struct CounterView: View {
        let title: String
        let store: StoreOf<LegacyCounter>
        var body: some View {
            WithViewStore(store, observe: { $0.count }) { viewStore in
                Text("\(title): \(viewStore.state)")
                Button("+ \(title)") { viewStore.send(.incrementButtonTapped) }
            }
        }
    }

    @available(*, deprecated)
    struct AppView: View {
        let store: StoreOf<App>
        var body: some View {
            VStack {
                Button("Log in") { store.send(.logInButtonTapped) }
                SwitchStore(store) { state in
                    switch state {
                    case .loggedOut:
                        CaseLet(/App.State.loggedOut, action: App.Action.loggedOut) {
                            CounterView(title: "Out", store: $0)
                        }
                    case .loggedIn:
                        CaseLet(/App.State.loggedIn, action: App.Action.loggedIn) {
                            CounterView(title: "In", store: $0)
                        }
                    }
                }
            }
        }
    }

    @Test func showsTheCaseOfTheStateWithThatCasesStore() throws {
        try (self as any SwitchStoreTestsScenarios).runShowsTheCaseOfTheStateWithThatCasesStore()
    }

    @Test func theCasePathOperatorExtractsAndEmbeds() {
        (self as any SwitchStoreTestsScenarios).runTheCasePathOperatorExtractsAndEmbeds()
    }
}

/// The bodies of `SwitchStoreTests`'s tests, which call API TCA deprecates: Swift Testing refuses `@Test`
/// on a deprecated function, so each test calls its body through this requirement, witnessed by
/// a deprecated method (no deprecation warning at the call).
@MainActor
private protocol SwitchStoreTestsScenarios {
    func runShowsTheCaseOfTheStateWithThatCasesStore() throws
    func runTheCasePathOperatorExtractsAndEmbeds()
}

extension SwitchStoreTests: SwitchStoreTestsScenarios {
    @available(*, deprecated)
    func runShowsTheCaseOfTheStateWithThatCasesStore() throws {
        let store = Store(initialState: App.State.loggedOut(LegacyCounter.State())) { App() }
        let host = ViewHost(AppView(store: store))
        #expect(host.contains(.text("Out: 0")))

        try host.tap(.button("+ Out"))
        #expect(host.contains(.text("Out: 1")))

        try host.tap(.button("Log in"))
        #expect(host.contains(.text("In: 10")))
        #expect(!host.contains(.text("Out: 1")))

        try host.tap(.button("+ In"))
        #expect(store.withState { $0 } == .loggedIn(LegacyCounter.State(count: 11)))
        #expect(host.contains(.text("In: 11")))
    }

    @available(*, deprecated)
    func runTheCasePathOperatorExtractsAndEmbeds() {
        let loggedIn: AnyCasePath<App.Action, LegacyCounter.Action> = /App.Action.loggedIn
        #expect(loggedIn.extract(from: .loggedIn(.incrementButtonTapped)) == .incrementButtonTapped)
        #expect(loggedIn.extract(from: .loggedOut(.incrementButtonTapped)) == nil)
        #expect(loggedIn.embed(.decrementButtonTapped) == .loggedIn(.decrementButtonTapped))
        let logIn: AnyCasePath<App.Action, Void> = /App.Action.logInButtonTapped
        #expect(logIn.extract(from: .logInButtonTapped) != nil)
        #expect(logIn.extract(from: .loggedIn(.incrementButtonTapped)) == nil)
    }
}
