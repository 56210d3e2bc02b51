import Foundation

/// A random number generator shared by a feature's code: swift-dependencies'
/// `WithRandomNumberGenerator`, `@Dependency(\.withRandomNumberGenerator) var
/// withRandomNumberGenerator`, then `withRandomNumberGenerator { (1..<11).randomElement(using:
/// &$0)! }` (TCA's tvOS focus case study). Live it is the system's generator; a test gives it a
/// seeded one, `WithRandomNumberGenerator(LCRNG(seed: 0))`, so the numbers are known.
public final class WithRandomNumberGenerator: @unchecked Sendable {
    // Sendable: the generator is only used under the lock.
    private var generator: any RandomNumberGenerator & Sendable
    private let lock = NSLock()

    /// Draws from `generator`.
    public init<Generator: RandomNumberGenerator & Sendable>(_ generator: Generator) {
        self.generator = generator
    }

    /// Runs `work` with the generator, one caller at a time.
    public func callAsFunction<R>(_ work: (inout any RandomNumberGenerator & Sendable) throws -> R) rethrows -> R {
        try lock.withLock { try work(&generator) }
    }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
    static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
}

extension DependencyValues {
    /// The feature's random number generator: `withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }`.
    public var withRandomNumberGenerator: WithRandomNumberGenerator {
        get { self[WithRandomNumberGeneratorKey.self] }
        set { self[WithRandomNumberGeneratorKey.self] = newValue }
    }
}
