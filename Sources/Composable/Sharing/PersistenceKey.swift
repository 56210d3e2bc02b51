/// The 1.10–1.15 spelling of a read-only shared key, before swift-sharing 2: TCA's
/// `PersistenceReaderKey`, a key that loads synchronously (`load(initialValue:)`) and reports
/// outside changes through `didSet`. `@SharedReader(key)` and `@Shared(key)` accept one by
/// wrapping it as a `SharedReaderKey`; new keys should conform to `SharedReaderKey`/`SharedKey`.
public protocol PersistenceReaderKey<Value>: Sendable {
    associatedtype Value
    associatedtype ID: Hashable = Self
    var id: ID { get }
    /// The stored value, or nil when nothing is stored.
    func load(initialValue: Value?) -> Value?
    /// Starts reporting outside changes to `didSet`; ends when the subscription is cancelled.
    func subscribe(initialValue: Value?, didSet: @escaping @Sendable (Value?) -> Void) -> SharedSubscription
}

/// The 1.10–1.15 spelling of a shared key that saves: TCA's `PersistenceKey`.
public protocol PersistenceKey<Value>: PersistenceReaderKey {
    func save(_ value: Value)
}

extension PersistenceReaderKey where ID == Self, Self: Hashable {
    public var id: Self { self }
}

extension PersistenceReaderKey {
    public func subscribe(initialValue: Value?, didSet: @escaping @Sendable (Value?) -> Void) -> SharedSubscription {
        SharedSubscription {}
    }
}

/// The 1.10–1.15 name of a key with a default value (`PersistenceKeyDefault`).
public typealias PersistenceKeyDefault<Base: SharedReaderKey> = _SharedKeyDefault<Base>

/// A 1.10–1.15 key seen as a swift-sharing 2 key.
public struct _PersistenceKeyAdapter<Base: PersistenceReaderKey>: SharedKey {
    let base: Base
    public var id: Base.ID { base.id }

    public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
        if let value = base.load(initialValue: context.initialValue) {
            continuation.resume(returning: value)
        } else {
            continuation.resumeReturningInitialValue()
        }
    }

    public func subscribe(
        context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
    )
        -> SharedSubscription
    {
        base.subscribe(initialValue: context.initialValue) { value in
            if let value { subscriber.yield(value) } else { subscriber.yieldReturningInitialValue() }
        }
    }

    public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
        (base as? any PersistenceKey).map { Self.save(value, through: $0) }
        continuation.resume()
    }

    private static func save<Key: PersistenceKey>(_ value: Any, through key: Key) {
        if let value = value as? Key.Value { key.save(value) }
    }
}

extension Shared {
    /// A shared value under a 1.10–1.15 key, or `wrappedValue` when nothing is stored.
    public init(wrappedValue: @autoclosure () -> Value, _ key: some PersistenceReaderKey<Value>) {
        self.init(reference: SharedRegistry.reference(for: _PersistenceKeyAdapter(base: key), initial: wrappedValue))
    }
}
