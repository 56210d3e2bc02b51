/// Where a `@Shared` value lives and how it is loaded and saved: swift-sharing's `SharedKey`
/// (`.inMemory("count")`, `.appStorage("isOn")`, `.fileStorage(url)`). Two `@Shared` properties
/// with equal keys share one value.
public protocol SharedKey<Value>: Sendable {
    associatedtype Value
    /// Identifies the storage: equal ids share one value.
    var id: AnyHashable { get }
    /// The stored value, or `nil` when nothing is stored yet.
    func load() -> Value?
    /// Stores `value`.
    func save(_ value: Value)
    /// The value to start from when nothing is stored and the property gives none.
    var defaultValue: Value? { get }
}

extension SharedKey {
    public var defaultValue: Value? { nil }

    /// A key with a default value: `Self[.fileStorage(.syncUps), default: []]`.
    public static subscript(_ key: Self, default value: Value) -> _SharedKeyDefault<Self> {
        _SharedKeyDefault(base: key, value: value)
    }
}

/// A key together with the value to use when nothing is stored: what `Key[key, default: value]`
/// makes (swift-sharing's `SharedKey.Default`).
public struct _SharedKeyDefault<Base: SharedKey>: SharedKey, @unchecked Sendable {
    // Sendable: the default is only read when the shared value is made.
    let base: Base
    let value: Base.Value

    public var id: AnyHashable { base.id }
    public func load() -> Base.Value? { base.load() }
    public func save(_ value: Base.Value) { base.save(value) }
    public var defaultValue: Base.Value? { value }

    /// The same key with another default.
    public static subscript(_ key: Base, default value: Base.Value) -> Self {
        Self(base: key, value: value)
    }
}
