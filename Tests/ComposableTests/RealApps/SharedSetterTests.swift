import Composable
import Foundation
import Testing

/// Assigning a `@Shared` value directly, as TCA 1.10–1.16 apps do (`state.count += 1`,
/// `state.price.wrappedValue = …`), compiles with a deprecation warning, as with swift-sharing 2.8
/// and later on Swift 6.3 (its "Migrating to 2.8" article), and changes the value as `withLock`
/// does: a test store sees the change. It did not compile ("'wrappedValue' is a get-only
/// property"). The feature and the test are marked deprecated, for they use the deprecated setter.
@MainActor
@Suite struct SharedSetterTests {
    @available(*, deprecated, message: "assigns a shared value directly, as TCA 1.10–1.16 apps do")
    @Reducer
    struct Counter {
        @ObservableState
        struct State: Equatable {
            @Shared(.inMemory("shared-setter-count")) var count = 0
            var price: Shared<Int>
        }
        enum Action { case incrementTapped }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .incrementTapped:
                    state.count += 1
                    state.price.wrappedValue = state.count * 10
                    return .none
                }
            }
        }
    }

    @available(*, deprecated, message: "assigns a shared value directly, as TCA 1.10–1.16 apps do")
    @Test func assigningASharedValueChangesItForEveryHolder() async {
        let price = Shared(value: 0)
        let store = TestStore(initialState: Counter.State(price: price)) { Counter() }
        await store.send(.incrementTapped) {
            $0.$count.withLock { $0 = 1 }
            $0.price.withLock { $0 = 10 }
        }
        @Shared(.inMemory("shared-setter-count")) var count = 0
        #expect(count == 1)
        #expect(price.wrappedValue == 10)
    }
}
