import Foundation

/// The clock that stops while the device sleeps: swift-dependencies' `\.suspendingClock`, Swift's
/// `SuspendingClock` in an app. A test that reads it without overriding it gets a report, as for
/// any dependency here that declares no test value (a test pins it instead: `$0.suspendingClock =
/// …`).
private enum SuspendingClockKey: DependencyKey {
    static let liveValue: any Clock<Duration> = SuspendingClock()
}

extension DependencyValues {
    /// The suspending clock to sleep on: `try await clock.sleep(for: .seconds(1))`.
    public var suspendingClock: any Clock<Duration> {
        get { self[SuspendingClockKey.self] }
        set { self[SuspendingClockKey.self] = newValue }
    }
}
