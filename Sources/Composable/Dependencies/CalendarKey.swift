import Foundation

/// The calendar a feature computes dates with: swift-dependencies' `\.calendar`, the user's current
/// calendar in an app. A test that reads it without overriding it gets a report, as for any
/// dependency here that declares no test value (a test pins it instead: `$0.calendar = …`).
private enum CalendarKey: DependencyKey {
    static let liveValue: Calendar = .autoupdatingCurrent
}

extension DependencyValues {
    /// The calendar to compute dates with: `@Dependency(\.calendar) var calendar`.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
