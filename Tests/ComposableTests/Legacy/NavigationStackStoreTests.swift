import Composable
import DataFlow
import Testing

/// `NavigationStackStore`, as TCA 1.0–1.6 views drive a stack: following a
/// `NavigationLink(state:)` pushes, going back pops (TCA's
/// `Sources/ComposableArchitecture/SwiftUI/NavigationStackStore.swift` up to 1.23).
@MainActor
@Suite struct NavigationStackStoreTests {
    @available(*, deprecated)
    struct Root: Reducer {
        struct State: Equatable {
            var path = StackState<LegacyCounter.State>()
        }
        enum Action: Equatable {
            case path(StackAction<LegacyCounter.State, LegacyCounter.Action>)
        }
        var body: some ReducerOf<Self> {
            EmptyReducer().forEach(\.path, action: /Action.path) { LegacyCounter() }
        }
    }

    @available(*, deprecated)
    struct RootView: View {
        let store: StoreOf<Root>
        var body: some View {
            NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
                NavigationLink("Open counter", state: LegacyCounter.State(count: 5))
            } destination: { counterStore in
                WithViewStore(counterStore, observe: { $0.count }) { viewStore in
                    Text("Pushed: \(viewStore.state)")
                    Button("+") { viewStore.send(.incrementButtonTapped) }
                }
            }
        }
    }

    @Test func linksPushScreensWithTheirStoreAndBackPops() throws {
        try (self as any NavigationStackStoreTestsScenarios).runLinksPushScreensWithTheirStoreAndBackPops()
    }
}

/// The bodies of `NavigationStackStoreTests`'s tests, which call API TCA deprecates: Swift Testing refuses `@Test`
/// on a deprecated function, so each test calls its body through this requirement, witnessed by
/// a deprecated method (no deprecation warning at the call).
@MainActor
private protocol NavigationStackStoreTestsScenarios {
    func runLinksPushScreensWithTheirStoreAndBackPops() throws
}

extension NavigationStackStoreTests: NavigationStackStoreTestsScenarios {
    @available(*, deprecated)
    func runLinksPushScreensWithTheirStoreAndBackPops() throws {
        let store = Store(initialState: Root.State()) { Root() }
        let host = ViewHost(RootView(store: store))
        try host.tap(.link("Open counter"))
        #expect(store.withState(\.path.count) == 1)
        #expect(host.contains(.text("Pushed: 5")))

        try host.tap(.button("+"))
        #expect(host.contains(.text("Pushed: 6")))

        try host.goBack()
        #expect(store.withState(\.path.count) == 0)
        #expect(!host.contains(.text("Pushed: 6")))
    }
}
