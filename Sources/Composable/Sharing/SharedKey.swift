/// Where a read-only shared value comes from, and how it learns of changes: swift-sharing's
/// `SharedReaderKey` (2.x), what `@SharedReader(.remoteConfig) var config` reads. A key loads its
/// value through a continuation (at once, or later for a slow source) and may keep a subscription
/// that yields new values; two shared values with equal ids share one storage.
public protocol SharedReaderKey<Value>: Sendable {
    associatedtype Value
    associatedtype ID: Hashable = Self
    /// Identifies the storage: keys with equal ids share one value.
    var id: ID { get }
    /// Loads the stored value: `continuation.resume(returning:)`, or
    /// `resumeReturningInitialValue()` when nothing is stored.
    func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)
    /// Starts telling `subscriber` of values changed outside the app (another process, the
    /// file system); the subscription's cancel ends that.
    func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription
    /// The value to start from when nothing is stored and the property gives none (a key made
    /// with `Key[key, default: value]`); nil otherwise.
    var defaultValue: Value? { get }
}

/// Where a shared value lives and how it is saved: swift-sharing's `SharedKey` (2.x),
/// (`.inMemory("count")`, `.appStorage("isOn")`, `.fileStorage(url)` or a key of your own).
public protocol SharedKey<Value>: SharedReaderKey {
    /// Saves `value`; `continuation.resume()` when done, `resume(throwing:)` on failure.
    func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

extension SharedReaderKey where ID == Self, Self: Hashable {
    public var id: Self { self }
}

extension SharedReaderKey {
    public var defaultValue: Value? { nil }

    /// No outside changes to follow.
    public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
        SharedSubscription {}
    }

    /// A key with a default value: `Self[.fileStorage(.syncUps), default: []]`.
    public static subscript(_ key: Self, default value: Value) -> _SharedKeyDefault<Self> {
        _SharedKeyDefault(base: key, value: value)
    }
}

/// A key together with the value to use when nothing is stored: what `Key[key, default: value]`
/// makes (swift-sharing's `SharedKey.Default`).
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey, @unchecked Sendable {
    // Sendable: the default is only read when the shared value is made.
    let base: Base
    let value: Base.Value

    public var id: Base.ID { base.id }
    public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
        base.load(context: context, continuation: continuation)
    }
    public func subscribe(
        context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
    )
        -> SharedSubscription
    {
        base.subscribe(context: context, subscriber: subscriber)
    }
    public var defaultValue: Base.Value? { value }

    /// The same key with another default.
    public static subscript(_ key: Base, default value: Base.Value) -> Self {
        Self(base: key, value: value)
    }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
    public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
        base.save(value, context: context, continuation: continuation)
    }
}
