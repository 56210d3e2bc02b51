/// A shared value that this feature reads but does not write: swift-sharing's `@SharedReader`,
/// for values another part of the app (or the outside world, through its key's subscription)
/// changes: `@SharedReader(.appStorage("isDarkMode")) var isDarkMode = false`. It reads the same
/// storage as every `@Shared` with an equal key, and is redrawn-on-change like `@Shared`.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value>: @unchecked Sendable {
    // Sendable: every read goes through the reference's lock.
    let reference: SharedReference<Value>

    /// The value stored under `key`, or `wrappedValue` when nothing is stored.
    public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
        self.reference = SharedRegistry.reference(for: key, initial: wrappedValue)
    }

    /// The value stored under `key`, or the key's default.
    public init(_ key: some SharedReaderKey<Value>) {
        self.reference = SharedRegistry.reference(for: key) { nil }
    }

    /// A read-only view of a shared value: `SharedReader($count)`.
    public init(_ shared: Shared<Value>) {
        self.reference = shared.reference
    }

    /// A shared reader that always reads `value`.
    public init(value: Value) {
        self.reference = Shared(value: value).reference
    }

    /// The current value.
    public var wrappedValue: Value { Shared(reference: reference).wrappedValue }

    /// This reader itself: `$isDarkMode`.
    public var projectedValue: SharedReader<Value> { self }

    /// A reader of a part of this value: `$settings.theme`.
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
        let reference = self.reference
        return SharedReader<Member>(
            reference: SharedReference(
                lock: reference.lock, identity: reference.identity, observation: reference.observation,
                get: { reference.get()[keyPath: keyPath] }, set: { _ in }))
    }

    init(reference: SharedReference<Value>) {
        self.reference = reference
    }
}

extension SharedReader: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension SharedReader: CustomStringConvertible {
    public var description: String { "\(wrappedValue)" }
}
