import Foundation

/// Tells the current date: the `\.date` dependency (swift-dependencies' `DateGenerator`). Live
/// code gets the real date; tests use `.constant(_:)` so that a saved timestamp is known.
public struct DateGenerator: Sendable {
    private var generate: @Sendable () -> Date

    /// A generator calling `generate` each time.
    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    /// The current date; setting it makes the generator always return the date set, as
    /// swift-dependencies' `DateGenerator.now` does (a test writes `$0.date.now = Date(…)`).
    public var now: Date {
        get { generate() }
        set { generate = { newValue } }
    }

    /// The current date.
    public func callAsFunction() -> Date { generate() }

    /// Always `date`.
    public static func constant(_ date: Date) -> Self { Self { date } }
}

private enum DateGeneratorKey: DependencyKey {
    static let liveValue = DateGenerator { Date() }
}

extension DependencyValues {
    /// The current date: `@Dependency(\.date.now) var now`, or `date()`.
    public var date: DateGenerator {
        get { self[DateGeneratorKey.self] }
        set { self[DateGeneratorKey.self] = newValue }
    }
}
