// composable-benchmark: the time to send 100,000 actions through a root store whose reducer
// embeds a child with `Scope` and an optional child with `ifLet`, and the actions per second.
// Build and run in release: `swift run -c release composable-benchmark`.
import Composable
import Foundation

/// A counter: the child feature, embedded twice.
struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case increment, decrement }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment: state.count += 1
        case .decrement: state.count -= 1
        }
        return .none
    }
}

extension Counter.Action: CasePathable {
    struct AllCasePaths {}
    static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The parent: a scoped counter that is always there, and an optional one run by `ifLet`.
struct Parent: Reducer {
    struct State: Equatable {
        var counter = Counter.State()
        var optional: Counter.State? = Counter.State()
        var total = 0
    }

    enum Action {
        case counter(Counter.Action)
        case optional(Counter.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: \.counter) {
            Counter()
        }
        Reduce { state, action in
            state.total += 1
            return .none
        }
        .ifLet(\.optional, action: \.optional) {
            Counter()
        }
    }
}

extension Parent.Action: CasePathable {
    struct AllCasePaths {
        var counter: AnyCasePath<Parent.Action, Counter.Action> {
            AnyCasePath(embed: { .counter($0) }, extract: { if case let .counter(value) = $0 { value } else { nil } })
        }
        var optional: AnyCasePath<Parent.Action, Counter.Action> {
            AnyCasePath(embed: { .optional($0) }, extract: { if case let .optional(value) = $0 { value } else { nil } })
        }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The processor time this process has used, in seconds: unlike the wall clock, it does not
/// count the time other processes on a busy machine took.
func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

@MainActor
func measure(actions: Int) -> (seconds: Double, processorSeconds: Double, state: Parent.State) {
    let store = Store(initialState: Parent.State()) { Parent() }
    let start = ContinuousClock.now
    let processorStart = processorSeconds()
    for index in 0..<actions {
        store.send(index.isMultiple(of: 2) ? .counter(.increment) : .optional(.increment))
    }
    let processor = processorSeconds() - processorStart
    let elapsed = start.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds, processor, store.withState { $0 })
}

let actions = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
_ = measure(actions: 1_000)  // warm up
let (seconds, processor, state) = measure(actions: actions)
precondition(
    state.total == actions && state.counter.count == actions / 2 && state.optional?.count == actions / 2,
    "The benchmark's reducers did not run for every action.")
print("composable-benchmark: \(actions) actions through Scope + ifLet (no effects)")
print(String(format: "  time: %.3f s (processor time %.3f s)", seconds, processor))
print(
    String(
        format: "  actions per second: %.0f (per processor second: %.0f)", Double(actions) / seconds,
        Double(actions) / processor))
print("  target: at least 1,000,000 actions per second")

let shallow = pushPopSeconds(depth: 10, pairs: 20_000)
let deep = pushPopSeconds(depth: 10_000, pairs: 20_000)
print("composable-benchmark: push and pop one screen on a StackState (processor time per pair)")
print(
    String(
        format: "  at depth 10: %.2f µs; at depth 10,000: %.2f µs (ratio %.2f)", shallow * 1e6, deep * 1e6,
        deep / shallow))
print("  target: the ratio stays near 1 (the cost does not grow with the path's depth)")
