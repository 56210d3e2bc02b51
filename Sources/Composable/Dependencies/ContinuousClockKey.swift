/// The clock effects sleep on: the `\.continuousClock` dependency. Live code gets Swift's
/// `ContinuousClock`; tests give a `TestClock` and move time forward themselves, or an
/// `ImmediateClock` whose sleeps end at once.
private enum ContinuousClockKey: DependencyKey {
    static let liveValue: any Clock<Duration> = ContinuousClock()
}

extension DependencyValues {
    /// The clock to sleep on: `try await clock.sleep(for: .seconds(1))`.
    public var continuousClock: any Clock<Duration> {
        get { self[ContinuousClockKey.self] }
        set { self[ContinuousClockKey.self] = newValue }
    }
}
