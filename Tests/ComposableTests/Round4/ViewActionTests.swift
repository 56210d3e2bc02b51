import Composable
import DataFlow
import Foundation
import Testing

/// `@ViewAction(for:)`: a view sends its feature's view actions as `send(.factButtonTapped)`,
/// which reach the store as `.view(.factButtonTapped)` (TCA's article "Migrating to 1.7",
/// section "View actions").
@MainActor
@Suite struct ViewActionTests {
    @Reducer
    struct Counter {
        @ObservableState
        struct State: Equatable { var count = 0 }
        enum Action: ViewAction {
            case view(View)
            case internalReset
            @CasePathable
            enum View { case incrementButtonTapped }
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .view(.incrementButtonTapped):
                    state.count += 1
                    return .none
                case .internalReset:
                    state.count = 0
                    return .none
                }
            }
        }
    }

    @ViewAction(for: Counter.self)
    struct CounterView: View {
        let store: StoreOf<Counter>
        var body: some View {
            VStack {
                Text("\(store.count)")
                Button("Increment") { send(.incrementButtonTapped) }
            }
        }
    }

    @Test func aViewSendsItsViewActions() throws {
        let store = Store(initialState: Counter.State()) { Counter() }
        let host = ViewHost(CounterView(store: store))
        try host.tap(.button("Increment"))
        try host.tap(.button("Increment"))
        #expect(store.count == 2)
        #expect(host.contains(.text("2")), "\(host.render())")
    }

    @Test func aTestSendsTheViewCaseByItsPath() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Counter.State()) { Counter() }
            await store.send(.view(.incrementButtonTapped)) { $0.count = 1 }
            await store.send(\.view.incrementButtonTapped) { $0.count = 2 }
        }
        #expect(messages.isEmpty, "\(messages)")
    }
}
