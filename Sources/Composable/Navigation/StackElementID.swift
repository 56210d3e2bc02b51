import Foundation

/// The identity of one screen pushed on a navigation stack: TCA's `StackElementID`. Made by
/// `StackState.append` from the `stackElementID` dependency, counting up from 0 in each test
/// store, so that tests can name screens with integer literals (`$0.path[id: 0]`).
public struct StackElementID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    let value: Int

    public init(integerLiteral value: Int) {
        self.value = value
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

    public var description: String { "#\(value)" }
}

/// Makes stack element ids: TCA's `StackElementIDGenerator`, a dependency. Live, one counter for
/// the process; a test store starts its own at 0.
public struct StackElementIDGenerator: Sendable {
    private let counter: Counter

    /// Ids 0, 1, 2…
    public static func incrementing() -> Self {
        Self(counter: Counter())
    }

    /// Ids from `start` on: a test store's copy of its generator as it stood before an action.
    static func incrementing(from start: StackElementID) -> Self {
        Self(counter: Counter(from: start.value))
    }

    public func callAsFunction() -> StackElementID { StackElementID(integerLiteral: counter.next()) }

    /// The id the next push will take, as TCA's `peek()`.
    func peek() -> StackElementID { StackElementID(integerLiteral: counter.peek()) }

    /// A screen was pushed with `id` from outside (a test sending `.push(id: 0, state: …)`): when
    /// it is the id the generator would give next, the generator moves past it, as TCA's stack
    /// reducer does in tests, so a later `append` does not take the same id.
    @usableFromInline func moveOn(past id: StackElementID) {
        counter.skip(id.value)
    }
}

private enum StackElementIDKey: DependencyKey {
    static let liveValue = StackElementIDGenerator.incrementing()
    static let testValue = StackElementIDGenerator.incrementing()
}

extension DependencyValues {
    /// What `StackState.append` takes new ids from.
    public var stackElementID: StackElementIDGenerator {
        get { self[StackElementIDKey.self] }
        set { self[StackElementIDKey.self] = newValue }
    }
}
