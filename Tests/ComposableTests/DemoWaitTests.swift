import Composable
import DataFlow
import Foundation
import Testing

/// A demo's `waitUntil` step on a store's effects (the capstone's "wait until the modal is
/// closed"): it waits for the effect, however long the machine takes to run it, and fails only
/// when nothing is left running that could make its condition true.
@MainActor
@Suite struct DemoWaitTests {
    /// A feature whose `close` effect waits for `gate` before it sends `closed`, as a dismiss
    /// effect waits for a thread on a machine whose cores are all busy.
    @Reducer
    struct HeldUpClose {
        @ObservableState
        struct State: Equatable {
            var isOpen = true
        }
        enum Action {
            case close
            case closed
            case stayOpen
        }
        let gate: Gate

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .close:
                    return .run { [gate] send in
                        await gate.passed()
                        await send(.closed)
                    }
                case .closed:
                    state.isOpen = false
                    return .none
                case .stayOpen:
                    return .none
                }
            }
        }
    }

    /// Opened once, from any thread; `passed()` returns once it is open.
    final class Gate: @unchecked Sendable {
        private let lock = NSLock()
        private var isOpen = false
        private var waiters: [CheckedContinuation<Void, Never>] = []

        func open() {
            let woken = lock.withLock {
                isOpen = true
                defer { waiters.removeAll() }
                return waiters
            }
            for waiter in woken { waiter.resume() }
        }

        func passed() async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let open = lock.withLock {
                    if !isOpen { waiters.append(continuation) }
                    return isOpen
                }
                if open { continuation.resume() }
            }
        }
    }

    @Test("a wait for an effect held up longer than the old 5 s budget still sees it end")
    func waitsForAHeldUpEffect() async throws {
        let gate = Gate()
        try await OutsideWork.$current.withValue(OutsideWork()) {
            let store = Store(initialState: HeldUpClose.State()) { HeldUpClose(gate: gate) }
            let host = ViewHost(Text("modal"))
            store.send(.close)
            // Held up past any budget a busy machine could exhaust: the step must not care.
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 5.5)
                gate.open()
            }
            try await DemoStep.waitUntil("the modal is closed") { !store.isOpen }.action(host)
            #expect(!store.isOpen)
        }
    }

    /// A feature whose `save` effect sends `saved` and then `closed` back to back on the main
    /// actor, as a delegate action followed by a dismissal does, with no moment between them for
    /// the waiting step to run.
    @Reducer
    struct SaveAndClose {
        @ObservableState
        struct State: Equatable {
            var saved = 0
            var isOpen = true
        }
        enum Action {
            case save
            case saved
            case closed
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .save:
                    return .run { @MainActor send in
                        send(.saved)
                        send(.closed)
                    }
                case .saved:
                    state.saved += 1
                    return .none
                case .closed:
                    state.isOpen = false
                    return .none
                }
            }
        }
    }

    /// Shows what the demo's trace records: the count saved and whether the sheet is open.
    struct SaveAndCloseView: View {
        let store: StoreOf<SaveAndClose>
        var body: some View {
            Text("saved \(store.saved), open \(store.isOpen)")
        }
    }

    @Test(
        "each action an effect sends while a demo waits is an update of its own, even when the effect sends two with no moment between them"
    )
    func eachEffectActionIsItsOwnUpdate() async throws {
        try await OutsideWork.$current.withValue(OutsideWork()) {
            let store = Store(initialState: SaveAndClose.State()) { SaveAndClose() }
            let host = ViewHost(SaveAndCloseView(store: store))
            let before = host.updates.count
            store.send(.save)
            try await DemoStep.waitUntil("the sheet is closed") { !store.isOpen }.action(host)
            let effects = host.updates.dropFirst(before).filter { $0.cause == "effects" }
            // Woken only after both, the step used to settle them as one update.
            #expect(effects.count == 2, "\(host.updates.map(\.cause))")
            #expect(host.contains(.text("saved 1, open false")))
        }
    }

    @Test("a wait whose condition nothing left running can make true fails at once, saying so")
    func failsWhenNothingIsLeft() async throws {
        await OutsideWork.$current.withValue(OutsideWork()) {
            let store = Store(initialState: HeldUpClose.State()) { HeldUpClose(gate: Gate()) }
            let host = ViewHost(Text("modal"))
            store.send(.stayOpen)
            let error = await #expect(throws: DataFlowError.self) {
                try await DemoStep.waitUntil("the modal is closed") { !store.isOpen }.action(host)
            }
            // It knew, rather than ran out of time: no budget decided it.
            #expect("\(error.map { "\($0)" } ?? "")".contains("nothing is left running that could make it happen"))
        }
    }

    @Test("the ledger counts an effect until it ends, even when it outlives its store")
    func ledgerCountsEachEffectOnce() async {
        let work = OutsideWork()
        let gate = Gate()
        await OutsideWork.$current.withValue(work) {
            var store: StoreOf<HeldUpClose>? = Store(initialState: HeldUpClose.State()) { HeldUpClose(gate: gate) }
            let task = store?.send(.close)
            #expect(work.inFlight == 1)
            store = nil
            gate.open()
            await task?.finish()
            #expect(work.inFlight == 0, "an effect that outlived its store still ended")
        }
    }
}
