/// The 1.10–1.16 name of a read-only shared key, kept as swift-sharing keeps it: a deprecated alias
/// of `SharedReaderKey` (swift-sharing, `Sources/Sharing/Internal/Deprecations.swift`, "Deprecated
/// for 0.1"). Key extensions written then, `extension PersistenceReaderKey where Self ==
/// PersistenceKeyDefault<FileStorageKey<[SyncUp]>>`, compile; a custom key must have the
/// swift-sharing 2 requirements (`load(context:continuation:)`, `subscribe(context:subscriber:)`).
@available(*, deprecated, renamed: "SharedReaderKey")
public typealias PersistenceReaderKey = SharedReaderKey

/// The 1.10–1.16 name of a shared key that saves: a deprecated alias of `SharedKey`.
@available(*, deprecated, renamed: "SharedKey")
public typealias PersistenceKey = SharedKey

/// The 1.10–1.16 name of a key with a default value: a deprecated alias, as swift-sharing keeps it
/// (today's spelling is `Self[.fileStorage(url), default: []]`).
@available(*, deprecated, message: "Use 'Base.Default' instead of 'PersistenceKeyDefault<Base>'")
public typealias PersistenceKeyDefault = _SharedKeyDefault

extension _SharedKeyDefault {
    /// The 1.10–1.16 spelling of a key with a default: `PersistenceKeyDefault(.fileStorage(url), [])`.
    @available(*, deprecated, message: "Use the static subscript 'Self[key, default: value]', instead")
    public init(_ key: Base, _ value: @autoclosure @escaping @Sendable () -> Base.Value) {
        self = Self[key, default: value()]
    }
}
