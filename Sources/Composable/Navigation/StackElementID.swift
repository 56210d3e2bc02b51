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
    private let next: @Sendable () -> StackElementID

    /// Ids 0, 1, 2…
    public static func incrementing() -> Self {
        let counter = Counter()
        return Self { StackElementID(integerLiteral: counter.next()) }
    }

    init(_ next: @escaping @Sendable () -> StackElementID) {
        self.next = next
    }

    public func callAsFunction() -> StackElementID { next() }
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
