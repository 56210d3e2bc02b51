import Composable
import Foundation
import Testing

/// Effects and composition as the Composable Architecture runs them: cancellation by id, effects
/// torn down with the state that owns them, `forEach` by id, concatenation in order, store scoping.
@MainActor
@Suite struct EffectAndCompositionTests {
    @Test func aTimerTicksOnTheTestClockAndStopsWhenCancelled() async {
        let clock = TestClock()
        let store = TestStore(initialState: TimerFeature.State()) {
            TimerFeature()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.startButtonTapped) { $0.isRunning = true }
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.seconds = 1 }
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.seconds = 2 }
        await store.send(.stopButtonTapped) { $0.isRunning = false }
        await clock.advance(by: .seconds(5))
    }

    @Test func dismissingAChildCancelsItsEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: TimerHost.State()) {
            TimerHost()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.showTimer) { $0.timer = TimerFeature.State() }
        await store.send(.timer(.presented(.startButtonTapped))) { $0.timer?.isRunning = true }
        await clock.advance(by: .seconds(1))
        await store.receive(.timer(.presented(.tick))) { $0.timer?.seconds = 1 }
        await store.send(.timer(.dismiss)) { $0.timer = nil }
        await clock.advance(by: .seconds(3))
        // No tick arrives and no effect is left running: the test ends cleanly.
    }

    @Test func eachRowKeepsItsOwnTimerAndLosesItWhenRemoved() async {
        let clock = TestClock()
        let store = TestStore(initialState: TimerList.State(rows: [.init(id: 1), .init(id: 2)])) {
            TimerList()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.rows(.element(id: 1, action: .startButtonTapped))) { $0.rows[id: 1]?.timer.isRunning = true }
        await store.send(.rows(.element(id: 2, action: .startButtonTapped))) { $0.rows[id: 2]?.timer.isRunning = true }
        await store.send(.rows(.element(id: 1, action: .stopButtonTapped))) { $0.rows[id: 1]?.timer.isRunning = false }
        await clock.advance(by: .seconds(1))
        await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.timer.seconds = 1 }
        await store.send(.remove(id: 2)) { $0.rows.remove(id: 2) }
        await clock.advance(by: .seconds(3))
    }

    @Test func concatenatedEffectsRunInOrder() async {
        let store = TestStore(initialState: Recorder.State()) { Recorder() }
        await store.send(.start)
        await store.receive(.record("first")) { $0.log = ["first"] }
        await store.receive(.record("second")) { $0.log = ["first", "second"] }
        await store.receive(.record("third")) { $0.log = ["first", "second", "third"] }
    }

    @Test func aScopedStoreReadsAndSendsThroughItsParent() {
        let store = Store(initialState: TimerHost.State(timer: TimerFeature.State())) { TimerHost() }
        let child = store.scope(state: \.timer, action: \.timer)
        #expect(child != nil)
        #expect(store.scope(state: \.timer, action: \.timer) === child)
        child?.send(.resetButtonTapped)
        child?.send(.tick)
        #expect(store.timer?.seconds == 1)
        store.send(.timer(.dismiss))
        #expect(store.scope(state: \.timer, action: \.timer) == nil)
    }
}

/// Presents a timer.
@Reducer
struct TimerHost {
    @ObservableState
    struct State: Equatable {
        @Presents var timer: TimerFeature.State?
    }
    enum Action: Equatable {
        case showTimer
        case timer(PresentationAction<TimerFeature.Action>)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .showTimer = action { state.timer = TimerFeature.State() }
            return .none
        }
        .ifLet(\.$timer, action: \.timer) { TimerFeature() }
    }
}

/// A list of timers, each in a row found by id.
@Reducer
struct TimerList {
    struct Row: Equatable, Identifiable {
        let id: Int
        var timer = TimerFeature.State()
    }
    @ObservableState
    struct State: Equatable {
        var rows: IdentifiedArrayOf<Row> = []
    }
    enum Action: Equatable {
        case rows(IdentifiedAction<Int, TimerFeature.Action>)
        case remove(id: Int)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case let .remove(id) = action { state.rows.remove(id: id) }
            return .none
        }
        .forEach(\.rows, action: \.rows) {
            Scope(state: \.timer, action: \.self) { TimerFeature() }
        }
    }
}

/// Records what three concatenated effects send.
@Reducer
struct Recorder {
    @ObservableState
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable {
        case start
        case record(String)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .start:
                return .concatenate(
                    .run { send in
                        try await Task.sleep(for: .milliseconds(20))
                        await send(.record("first"))
                    },
                    .send(.record("second")),
                    .run { send in await send(.record("third")) }
                )
            case let .record(entry):
                state.log.append(entry)
                return .none
            }
        }
    }
}
