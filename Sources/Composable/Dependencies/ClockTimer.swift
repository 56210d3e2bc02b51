/// The ticks of a clock every `interval`, as an async sequence: swift-clocks' `timer(interval:)`,
/// which TCA features use for timers (`for await _ in clock.timer(interval: .seconds(1))`). The
/// sequence ends when its task is cancelled. Driven by the clock, so a `TestClock` advanced by three
/// seconds yields three ticks.
///
/// One difference: swift-clocks yields each tick's `Instant`; this one yields the time elapsed
/// since the timer started (`1 second`, `2 seconds`…), so that it can be called on the
/// `any Clock<Duration>` that `@Dependency(\.continuousClock)` holds, whose `Instant` is unknown.
public struct ClockTimer: AsyncSequence, Sendable {
    public typealias Element = Duration
    let clock: any Clock<Duration>
    let interval: Duration

    public struct AsyncIterator: AsyncIteratorProtocol {
        let clock: any Clock<Duration>
        let interval: Duration
        var elapsed: Duration = .zero

        public mutating func next() async -> Duration? {
            do {
                try await clock.sleep(for: interval)
            } catch {
                return nil
            }
            elapsed += interval
            return elapsed
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(clock: clock, interval: interval)
    }
}

extension Clock where Duration == Swift.Duration {
    /// A sequence ticking every `interval` of this clock.
    public func timer(interval: Swift.Duration) -> ClockTimer {
        ClockTimer(clock: self, interval: interval)
    }
}
