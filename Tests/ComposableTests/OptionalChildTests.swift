import Composable
import Testing

/// `ifLet` over plain optional state, and `Effect.run` errors, as TCA handles them.
@MainActor
@Suite struct OptionalChildTests {
    @Reducer
    struct Parent {
        @ObservableState
        struct State: Equatable {
            var timer: TimerFeature.State?
        }
        enum Action: Equatable {
            case toggle
            case timer(TimerFeature.Action)
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case .toggle = action { state.timer = state.timer == nil ? TimerFeature.State() : nil }
                return .none
            }
            .ifLet(\.timer, action: \.timer) { TimerFeature() }
        }
    }

    @Test func clearingTheChildCancelsItsEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Parent.State()) {
            Parent()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.toggle) { $0.timer = TimerFeature.State() }
        await store.send(.timer(.startButtonTapped)) { $0.timer?.isRunning = true }
        await store.send(.toggle) { $0.timer = nil }
        await clock.advance(by: .seconds(2))
    }

    @Test func aChildActionWithoutChildStateIsReported() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Parent.State()) { Parent() }
            await store.send(.timer(.tick))
        }
        #expect(messages.first?.contains("received a child action when child state was \"nil\"") == true)
    }

    @Reducer
    struct Failing {
        struct State: Equatable {}
        enum Action: Equatable { case go }
        struct Boom: Error {}
        var body: some ReducerOf<Self> {
            Reduce { _, _ in .run { _ in throw Boom() } }
        }
    }

    @Test func anUnhandledErrorInAnEffectIsReported() async {
        let messages = await IssueReporter.capturing {
            let store = TestStore(initialState: Failing.State()) { Failing() }
            await store.send(.go)
            await store.finish()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("threw an unhandled error: Boom()") == true)
    }
}
