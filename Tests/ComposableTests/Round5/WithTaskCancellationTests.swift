import Composable
import Testing

/// `withTaskCancellation(id:cancelInFlight:operation:)` inside an effect, as TCA's documentation
/// debounces a search with it (`Effects/Cancellation.swift`, "Debouncing tasks"): a new query
/// cancels the one in flight, `Effect.cancel(id:)` from the reducer cancels the operation as it
/// cancels `cancellable(id:)` effects, and so does `Task.cancel(id:)`.
@MainActor
@Suite struct WithTaskCancellationTests {
    @Reducer
    struct Search {
        @ObservableState
        struct State: Equatable { var results: [String] = [] }
        enum Action: Equatable {
            case queryChanged(String)
            case cancelTapped
            case stopFromAnEffect
            case response(String)
        }
        enum CancelID { case search }
        @Dependency(\.continuousClock) var clock
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .queryChanged(query):
                    return .run { send in
                        try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
                            try await clock.sleep(for: .milliseconds(300))
                            await send(.response(query))
                        }
                    }
                case .cancelTapped:
                    return .cancel(id: CancelID.search)
                case .stopFromAnEffect:
                    return .run { _ in Task.cancel(id: CancelID.search) }
                case let .response(result):
                    state.results.append(result)
                    return .none
                }
            }
        }
    }

    private func makeStore(clock: TestClock<Duration>) -> TestStoreOf<Search> {
        TestStore(initialState: Search.State()) {
            Search()
        } withDependencies: {
            $0.continuousClock = clock
        }
    }

    @Test func aNewQueryCancelsTheOneInFlight() async {
        let clock = TestClock()
        let messages = await IssueReporter.capturing {
            let store = makeStore(clock: clock)
            await store.send(.queryChanged("b"))
            await clock.advance(by: .milliseconds(100))
            await store.send(.queryChanged("bl"))
            await clock.advance(by: .milliseconds(300))
            await store.receive(.response("bl")) { $0.results = ["bl"] }
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func theReducerCancelsTheOperationByItsID() async {
        let clock = TestClock()
        let messages = await IssueReporter.capturing {
            let store = makeStore(clock: clock)
            await store.send(.queryChanged("blob"))
            await store.send(.cancelTapped)
            await clock.advance(by: .seconds(1))
            await store.finish()
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func taskCancelIDCancelsItFromAnotherEffect() async {
        let clock = TestClock()
        let messages = await IssueReporter.capturing {
            let store = makeStore(clock: clock)
            await store.send(.queryChanged("blob"))
            await store.send(.stopFromAnEffect)
            await clock.advance(by: .seconds(1))
            await store.finish()
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func outsideAnEffectTheOperationJustRuns() async {
        let value = await withTaskCancellation(id: "plain") { 42 }
        #expect(value == 42)
    }
}
