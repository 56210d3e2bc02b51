import Foundation

/// The time zone a feature computes dates in: swift-dependencies' `\.timeZone`, the user's current
/// time zone in an app. A test that reads it without overriding it gets a report, as for any
/// dependency here that declares no test value (a test pins it instead: `$0.timeZone = …`).
private enum TimeZoneKey: DependencyKey {
    static let liveValue: TimeZone = .autoupdatingCurrent
}

extension DependencyValues {
    /// The time zone to compute dates in: `@Dependency(\.timeZone) var timeZone`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
