/// Gives effects running on other threads, and main-actor work they scheduled, a chance to run:
/// a round trip through the concurrent pool, repeated, as TCA's test tools do before they look at
/// what effects have sent.
enum Yielding {
    static func letOtherTasksRun(rounds: Int = 10) async {
        for _ in 0..<rounds {
            await Task.detached(priority: .low) { await Task.yield() }.value
        }
    }
}

/// A value carried across concurrency domains that only the main actor touches.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
