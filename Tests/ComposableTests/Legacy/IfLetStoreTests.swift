import Composable
import DataFlow
import Testing

/// `IfLetStore`, as TCA 1.0–1.6 views show an optional child: `then` with a store of the
/// unwrapped state while it is there, `else` while it is `nil` (TCA's
/// `Sources/ComposableArchitecture/SwiftUI/IfLetStore.swift` up to 1.23, `Internal/Deprecations.swift`
/// since 1.24). The store is scoped with closures and the reducer with `/`, as 1.0–1.3 code writes it.
@MainActor
@Suite struct IfLetStoreTests {
    @available(*, deprecated)
    struct Parent: Reducer {
        struct State: Equatable {
            var child: LegacyCounter.State?
        }
        enum Action: Equatable {
            case child(LegacyCounter.Action)
            case toggleChildButtonTapped
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .child:
                    return .none
                case .toggleChildButtonTapped:
                    state.child = state.child == nil ? LegacyCounter.State() : nil
                    return .none
                }
            }
            .ifLet(\.child, action: /Action.child) { LegacyCounter() }
        }
    }

    @available(*, deprecated)
    struct ParentView: View {
        let store: StoreOf<Parent>
        var body: some View {
            VStack {
                Button("Toggle") { store.send(.toggleChildButtonTapped) }
                IfLetStore(store.scope(state: \.child, action: { .child($0) })) { childStore in
                    WithViewStore(childStore, observe: { $0.count }) { viewStore in
                        Text("Child count: \(viewStore.state)")
                        Button("+") { viewStore.send(.incrementButtonTapped) }
                    }
                } else: {
                    Text("No child")
                }
            }
        }
    }

    @Test func showsElseWhileNilAndThenWithTheUnwrappedStoreOnceThere() throws {
        try (self as any IfLetStoreTestsScenarios).runShowsElseWhileNilAndThenWithTheUnwrappedStoreOnceThere()
    }
}

/// The bodies of `IfLetStoreTests`'s tests, which call API TCA deprecates: Swift Testing refuses `@Test`
/// on a deprecated function, so each test calls its body through this requirement, witnessed by
/// a deprecated method (no deprecation warning at the call).
@MainActor
private protocol IfLetStoreTestsScenarios {
    func runShowsElseWhileNilAndThenWithTheUnwrappedStoreOnceThere() throws
}

extension IfLetStoreTests: IfLetStoreTestsScenarios {
    @available(*, deprecated)
    func runShowsElseWhileNilAndThenWithTheUnwrappedStoreOnceThere() throws {
        let store = Store(initialState: Parent.State()) { Parent() }
        let host = ViewHost(ParentView(store: store))
        #expect(host.contains(.text("No child")))

        try host.tap(.button("Toggle"))
        #expect(host.contains(.text("Child count: 0")))
        #expect(!host.contains(.text("No child")))

        try host.tap(.button("+"))
        #expect(store.withState(\.child?.count) == 1)
        #expect(host.contains(.text("Child count: 1")))

        try host.tap(.button("Toggle"))
        #expect(host.contains(.text("No child")))
    }
}
