import Foundation

/// Makes identifiers: the `\.uuid` dependency (swift-dependencies' `UUIDGenerator`). Live code
/// gets random UUIDs; tests use `.incrementing` (00000000-0000-0000-0000-000000000000, then …001)
/// or `.constant(_:)` so that the identifiers a feature makes can be written in expectations.
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    /// A generator calling `generate` for each identifier.
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    /// A new identifier.
    public func callAsFunction() -> UUID { generate() }

    /// Random identifiers, as `UUID()` makes.
    public static var random: Self { Self { UUID() } }

    /// Always `uuid`.
    public static func constant(_ uuid: UUID) -> Self { Self { uuid } }

    /// 00000000-0000-0000-0000-000000000000, …001, …002 and so on: a fresh sequence for each use of
    /// `.incrementing`.
    public static var incrementing: Self {
        let counter = Counter()
        return Self { UUID(counter.next()) }
    }
}

extension UUID {
    /// The identifier whose last twelve hexadecimal digits are `value`: `UUID(1)` is
    /// 00000000-0000-0000-0000-000000000001, as swift-dependencies' `UUID(_ intValue:)`.
    public init(_ value: Int) {
        let hex = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        self.init(uuidString: "00000000-0000-0000-0000-\(padded)")!
    }
}

/// A thread-safe counter for `.incrementing` generators.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int
    init(from start: Int = 0) { value = start }
    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
    /// The value `next()` will give, without taking it.
    func peek() -> Int { lock.withLock { value } }
    /// Moves on past `taken`, when it is the value `next()` would give.
    func skip(_ taken: Int) {
        lock.withLock { if value == taken { value += 1 } }
    }
}

private enum UUIDGeneratorKey: DependencyKey {
    static let liveValue = UUIDGenerator.random
}

extension DependencyValues {
    /// The identifier generator: `@Dependency(\.uuid) var uuid`, then `uuid()`.
    public var uuid: UUIDGenerator {
        get { self[UUIDGeneratorKey.self] }
        set { self[UUIDGeneratorKey.self] = newValue }
    }
}
