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
        /// The sleeping effect's journey to this clock, when a store started it (`EffectArrival`).
        let arrival: EffectArrival?
    }

    private let lock = NSLock()
    private var current: Instant
    private var sleepers: [Int: Sleeper] = [:]
    private var cancelledSleepers: Set<Int> = []
    private var nextSleeperID = 0
    /// Effects started with this clock as a dependency that have not slept on it or ended yet.
    private var effectsOnTheirWay = 0

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
        let arrival = EffectArrival.current.first { $0.counter === self }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if cancelledSleepers.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation, arrival: arrival)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) } else { arrival?.arrive() }
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
    public func advance(to deadline: Instant) async {
        // An effect just started (or just woken) may not have reached its sleep yet, above all on a
        // busy machine. Effects a store started are counted until they sleep here or end: wait for
        // them, up to 2 s of real time (an effect may be waiting on something else). A sleeper no
        // store started gets up to 250 ms to start sleeping (100 ms after a wake).
        var patience = ContinuousClock.now.advanced(by: .milliseconds(250))
        var arrivalLimit = ContinuousClock.now.advanced(by: .seconds(2))
        while true {
            await Yielding.letOtherTasksRun()
            // Real time too: an effect woken on another thread may need a moment to sleep again.
            try? await Task.sleep(for: .milliseconds(1))
            let (noSleeper, onTheirWay) = lock.withLock { (sleepers.isEmpty, effectsOnTheirWay) }
            if onTheirWay > 0, ContinuousClock.now < arrivalLimit { continue }
            if noSleeper, ContinuousClock.now < patience { continue }
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
            woken.arrival?.setOff()
            woken.continuation.resume()
            patience = ContinuousClock.now.advanced(by: .milliseconds(100))
            arrivalLimit = ContinuousClock.now.advanced(by: .seconds(2))
        }
        await Yielding.letOtherTasksRun()
    }

    /// Moves time forward until no sleep is left waiting: lets every timer-driven effect finish.
    public func run() async {
        while true {
            await Yielding.letOtherTasksRun()
            guard let latest = lock.withLock({ sleepers.values.map(\.deadline).max() }) else { return }
            await advance(to: latest)
        }
    }
}

extension TestClock: EffectArrivalCounting {
    func effectSetOff() { lock.withLock { effectsOnTheirWay += 1 } }
    func effectArrived() { lock.withLock { effectsOnTheirWay -= 1 } }
}

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
