import Foundation

/// A clock whose time moves only when a test says so: the `TestClock` of the Composable
/// Architecture (swift-clocks). Effects that sleep on it wait until the test calls
/// `await clock.advance(by: .seconds(1))`, so a test of a timer runs instantly and says exactly
/// how much time passed.
///
///     let clock = TestClock()
///     let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
///         $0.continuousClock = clock
///     }
///     await store.send(.startButtonTapped)
///     await clock.advance(by: .seconds(1))
///     await store.receive(\.tick) { $0.seconds = 1 }
/// Generic over its duration as swift-clocks' is (`TestClock<Duration>`); `TestClock()` makes one
/// counting in `Swift.Duration`.
public final class TestClock<Duration: DurationProtocol & Hashable & Sendable>: Clock, @unchecked Sendable {
    /// A point in the test clock's time: how far it is from the clock's start.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        let offset: Duration

        public init(offset: Duration = .zero) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "TestClock.Instant(\(offset))" }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: Instant
    private var sleepers: [Int: Sleeper] = [:]
    private var cancelledSleepers: Set<Int> = []
    private var nextSleeperID = 0

    /// A clock at `now`, the start of its time unless told otherwise.
    public init(now: Instant) {
        self.current = now
    }

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    /// Suspends until the test advances the clock to `deadline`; throws `CancellationError` if the
    /// sleeping task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = lock.withLock {
            nextSleeperID += 1
            return nextSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if cancelledSleepers.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = lock.withLock {
                if let sleeper = sleepers.removeValue(forKey: id) { return Optional(sleeper) }
                cancelledSleepers.insert(id)
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, waking, in deadline order, every sleep that ends on the
    /// way, and letting each woken effect run before moving on.
    public func advance(by duration: Duration = .zero) async {
        let end = now.advanced(by: duration)
        await advance(to: end)
    }

    /// Moves time forward to `deadline`, waking the sleeps that end on the way.
    ///
    /// Before it wakes the next sleep, and after each, it waits until every effect of a store that
    /// has this clock (or is a test store) has run as far as it can (`EffectExecutor.quiet()`):
    /// an effect just started or just woken has then reached its next sleep here, however long the
    /// machine took to give it a thread. That is what TCA gets by running effects serially on the
    /// main thread; here the effects have a thread of their own whose queue the clock can see.
    public func advance(to deadline: Instant) async {
        // A sleeper no store started (a test's own task) gets up to 250 ms of real time to start
        // sleeping (100 ms after a wake): the effect executor does not run it.
        var patience = ContinuousClock.now.advanced(by: .milliseconds(250))
        while true {
            await EffectExecutor.shared.quiet()
            if lock.withLock({ sleepers.isEmpty }), ContinuousClock.now < patience {
                try? await Task.sleep(for: .milliseconds(1))
                continue
            }
            let woken: Sleeper? = lock.withLock {
                guard let (id, next) = sleepers.min(by: { $0.value.deadline < $1.value.deadline }),
                    next.deadline <= deadline
                else {
                    if current < deadline { current = deadline }
                    return nil
                }
                sleepers.removeValue(forKey: id)
                if current < next.deadline { current = next.deadline }
                return next
            }
            guard let woken else { break }
            woken.continuation.resume()
            patience = ContinuousClock.now.advanced(by: .milliseconds(100))
        }
        await EffectExecutor.shared.quiet()
    }

    /// Moves time forward until no sleep is left waiting: lets every timer-driven effect finish.
    public func run() async {
        while true {
            await EffectExecutor.shared.quiet()
            guard let latest = lock.withLock({ sleepers.values.map(\.deadline).max() }) else { return }
            await advance(to: latest)
        }
    }
}

extension TestClock: QuietEffectsClock {}

/// A clock whose sleeps end at once while its time still moves: for tests that do not care how
/// long an effect waits (swift-clocks' `ImmediateClock`).
extension TestClock where Duration == Swift.Duration {
    /// A test clock at time zero.
    public convenience init() {
        self.init(now: Instant())
    }
}

public final class ImmediateClock: Clock, @unchecked Sendable {
    private let lock = NSLock()
    private var current = TestClock<Swift.Duration>.Instant()

    public init() {}

    public var now: TestClock<Swift.Duration>.Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: TestClock<Swift.Duration>.Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        lock.withLock { if current < deadline { current = deadline } }
        await Task.yield()
    }
}
