import Foundation

/// A value guarded by a lock, so that `@Sendable` closures can share and change it:
/// swift-concurrency-extras' `LockIsolated`, which TCA's tests use to record what a dependency
/// was called with (`let saved = LockIsolated<[Fact]>([])`, then `saved.withValue { $0.append(fact) }`
/// in the override and `saved.value` in the assertion).
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
    // Sendable: `_value` is read and written only under `lock`.
    private var _value: Value
    private let lock = NSRecursiveLock()

    /// A lock-isolated `value`.
    public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
        self._value = try value()
    }

    /// The current value.
    public var value: Value { lock.withLock { _value } }

    /// Changes the value under the lock and returns what `operation` returns.
    public func withValue<T: Sendable>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        try lock.withLock {
            var value = _value
            defer { _value = value }
            return try operation(&value)
        }
    }

    /// Replaces the value.
    public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
        try lock.withLock { _value = try newValue() }
    }
}

extension LockIsolated where Value: Sendable {
    /// Reads the value under the lock.
    public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        lock.withLock { _value[keyPath: keyPath] }
    }
}

extension LockIsolated: Equatable where Value: Equatable {
    public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool { lhs.value == rhs.value }
}
