import Composable
import DataFlow
import Testing

/// `WithViewStore` and `ViewStore`, as TCA 1.0–1.6 views use them. TCA's own sources are the
/// reference: `Sources/ComposableArchitecture/SwiftUI/WithViewStore.swift` and `ViewStore.swift`
/// up to 1.23, `Internal/Deprecations.swift` since 1.24 (the view store subscribes to the store
/// with `removeDuplicates(by:)`, and the view holds it as an `@ObservedObject`).
@MainActor
@Suite struct WithViewStoreTests {
    /// Counts how often a `WithViewStore`'s content is evaluated.
    @available(*, deprecated)
    final class Evaluations {
        var count = 0
    }

    @available(*, deprecated)
    struct CountView: View {
        let store: StoreOf<LegacyCounter>
        let evaluations: Evaluations

        var body: some View {
            WithViewStore(store, observe: { $0.count }) { viewStore in
                let _ = evaluations.count += 1
                VStack {
                    Text("Count: \(viewStore.state)")
                    Button("+") { viewStore.send(.incrementButtonTapped) }
                }
            }
        }
    }

    @Test func contentShowsTheObservedValueAndButtonsSendActions() throws {
        try (self as any WithViewStoreTestsScenarios).runContentShowsTheObservedValueAndButtonsSendActions()
    }

    @Test func contentIsEvaluatedAgainOnlyWhenTheObservedValueChanges() throws {
        try (self as any WithViewStoreTestsScenarios).runContentIsEvaluatedAgainOnlyWhenTheObservedValueChanges()
    }

    @Test func removeDuplicatesDecidesWhatCountsAsAChange() {
        (self as any WithViewStoreTestsScenarios).runRemoveDuplicatesDecidesWhatCountsAsAChange()
    }

    @Test func bindingGetSendReadsTheStateAndSendsTheAction() {
        (self as any WithViewStoreTestsScenarios).runBindingGetSendReadsTheStateAndSendsTheAction()
    }

    @Test func bindingStateFieldsAreBindableThroughTheViewStore() {
        (self as any WithViewStoreTestsScenarios).runBindingStateFieldsAreBindableThroughTheViewStore()
    }

    @Test func sendWhileWaitsUntilThePredicateNoLongerHolds() async {
        await (self as any WithViewStoreTestsScenarios).runSendWhileWaitsUntilThePredicateNoLongerHolds()
    }
}

/// The bodies of `WithViewStoreTests`'s tests, which call API TCA deprecates: Swift Testing refuses `@Test`
/// on a deprecated function, so each test calls its body through this requirement, witnessed by
/// a deprecated method (no deprecation warning at the call).
@MainActor
private protocol WithViewStoreTestsScenarios {
    func runContentShowsTheObservedValueAndButtonsSendActions() throws
    func runContentIsEvaluatedAgainOnlyWhenTheObservedValueChanges() throws
    func runRemoveDuplicatesDecidesWhatCountsAsAChange()
    func runBindingGetSendReadsTheStateAndSendsTheAction()
    func runBindingStateFieldsAreBindableThroughTheViewStore()
    func runSendWhileWaitsUntilThePredicateNoLongerHolds() async
}

extension WithViewStoreTests: WithViewStoreTestsScenarios {
    @available(*, deprecated)
    func runContentShowsTheObservedValueAndButtonsSendActions() throws {
        let store = Store(initialState: LegacyCounter.State()) { LegacyCounter() }
        let host = ViewHost(CountView(store: store, evaluations: Evaluations()))
        #expect(host.contains(.text("Count: 0")))
        try host.tap(.button("+"))
        #expect(store.withState(\.count) == 1)
        #expect(host.contains(.text("Count: 1")))
    }

    @available(*, deprecated)
    func runContentIsEvaluatedAgainOnlyWhenTheObservedValueChanges() throws {
        let store = Store(initialState: LegacyCounter.State()) { LegacyCounter() }
        let evaluations = Evaluations()
        let host = ViewHost(CountView(store: store, evaluations: evaluations))
        let before = evaluations.count

        store.send(.unrelatedButtonTapped)
        host.settle()
        #expect(evaluations.count == before)

        store.send(.incrementButtonTapped)
        host.settle()
        #expect(evaluations.count == before + 1)
        #expect(host.contains(.text("Count: 1")))
    }

    @available(*, deprecated)
    func runRemoveDuplicatesDecidesWhatCountsAsAChange() {
        let store = Store(initialState: LegacyCounter.State()) { LegacyCounter() }
        let viewStore = ViewStore(store, observe: { $0.count }, removeDuplicates: { $0 / 2 == $1 / 2 })
        var changes = 0
        let cancellable = viewStore.objectWillChange.sink { changes += 1 }
        store.send(.incrementButtonTapped)
        #expect(changes == 0)
        #expect(viewStore.state == 0)
        store.send(.incrementButtonTapped)
        #expect(changes == 1)
        #expect(viewStore.state == 2)
        _ = cancellable
    }

    @available(*, deprecated)
    func runBindingGetSendReadsTheStateAndSendsTheAction() {
        let store = Store(initialState: LegacyCounter.State()) { LegacyCounter() }
        let viewStore = ViewStore(store, observe: { $0 })
        let name = viewStore.binding(get: \.name, send: { .nameChanged($0) })
        name.wrappedValue = "Blob"
        #expect(store.withState(\.name) == "Blob")
        #expect(name.wrappedValue == "Blob")
    }

    @available(*, deprecated)
    func runBindingStateFieldsAreBindableThroughTheViewStore() {
        let store = Store(initialState: LegacyCounter.State()) { LegacyCounter() }
        let viewStore = ViewStore(store, observe: { $0 })
        viewStore.$name.wrappedValue = "Blob"
        #expect(store.withState(\.name) == "Blob")
        #expect(viewStore.name == "Blob")
    }

    @available(*, deprecated)
    func runSendWhileWaitsUntilThePredicateNoLongerHolds() async {
        let store = Store(initialState: LegacyCounter.State()) { LegacyCounter() }
        let viewStore = ViewStore(store, observe: { $0.count })
        async let waited: Void = viewStore.send(.incrementButtonTapped, while: { $0 < 2 })
        await Task.yield()
        store.send(.incrementButtonTapped)
        await waited
        #expect(viewStore.state == 2)
    }
}
