import Composable
import Foundation
import Testing

/// A test store on a busy machine: an effect that takes a while to get anywhere (here it yields
/// its thread for seconds before it goes on, as a starved effect gets a CPU now and then) still
/// reaches its clock sleep before the clock moves, and its action still arrives. The old waits gave up after 2 s (`TestClock.advance`)
/// and the store's timeout (`receive`) of real time, so on a loaded machine they failed correct
/// tests.
@MainActor
@Suite struct BusyMachineTests {
    /// A feature whose effects first run slowly for `hold` seconds, as an effect on a busy machine
    /// does, then tick on the clock or answer.
    @Reducer
    struct SlowStart {
        @ObservableState
        struct State: Equatable {
            var ticks = 0
            var answered = false
        }
        enum Action: Equatable {
            case startTimer
            case tick
            case ask
            case answer
        }
        let hold: Double
        @Dependency(\.continuousClock) var clock

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .startTimer:
                    return .run { [hold, clock] send in
                        await runSlowly(for: hold)
                        try await clock.sleep(for: .seconds(1))
                        await send(.tick)
                    }
                case .tick:
                    state.ticks += 1
                    return .none
                case .ask:
                    return .run { [hold] send in
                        await runSlowly(for: hold)
                        await send(.answer)
                    }
                case .answer:
                    state.answered = true
                    return .none
                }
            }
        }
    }

    @Test("an effect that reaches its clock sleep 3.5 s late is still woken by advance, and its tick received")
    func advanceWaitsForALateSleeper() async {
        let clock = TestClock()
        let store = TestStore(initialState: SlowStart.State()) {
            SlowStart(hold: 3.5)
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.startTimer)
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.ticks = 1 }
    }

    @Test("an action an effect sends 1.5 s late is received, with a 0.1 s timeout")
    func receiveWaitsForALateAction() async {
        let store = TestStore(initialState: SlowStart.State()) { SlowStart(hold: 1.5) }
        // The timeout is for effects waiting on something outside; this one is still running.
        store.timeout = .milliseconds(100)
        await store.send(.ask)
        await store.receive(.answer) { $0.answered = true }
    }

    @Test("an effect asleep on a clock nobody advances still fails receive after the timeout, naming it")
    func aForgottenClockStillFails() async {
        let clock = TestClock()
        let store = TestStore(initialState: SlowStart.State()) {
            SlowStart(hold: 0)
        } withDependencies: {
            $0.continuousClock = clock
        }
        store.timeout = .milliseconds(100)
        await store.send(.startTimer)
        await withKnownIssue {
            await store.receive(.tick) { $0.ticks = 1 }
        } matching: { issue in
            "\(issue)".contains("received none after 0.1 seconds")
        }
        await store.skipInFlightEffects()
    }
}

/// Works for `seconds` without finishing, yielding its thread all along, as an effect does on a
/// machine that gives it a slice of a CPU now and then: runnable, and not yet done.
private func runSlowly(for seconds: Double) async {
    let end = ContinuousClock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
    while ContinuousClock.now < end { await Task.yield() }
}
