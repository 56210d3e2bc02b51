import Foundation

/// A value shared in memory under `key`, lost when the process ends: swift-sharing's `.inMemory`.
public struct InMemoryKey<Value>: SharedKey {
    let key: String
    public var id: AnyHashable { AnyHashable(["inMemory", key]) }
    public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
        continuation.resumeReturningInitialValue()
    }
    public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
        continuation.resume()
    }
}

/// A value kept in `UserDefaults.standard` under `key`: swift-sharing's `.appStorage`, SwiftUI's
/// `@AppStorage` for `@Shared`. In a test, values stay in memory, as swift-sharing's test
/// defaults do, so tests do not change each other's stored values.
public struct AppStorageKey<Value>: SharedKey, @unchecked Sendable {
    let key: String
    public var id: AnyHashable { AnyHashable(["appStorage", key]) }
    public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
        guard DependencyValues._current.context != .test,
            let value = UserDefaults.standard.object(forKey: key) as? Value
        else { return continuation.resumeReturningInitialValue() }
        continuation.resume(returning: value)
    }
    public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
        if DependencyValues._current.context != .test { UserDefaults.standard.set(value, forKey: key) }
        continuation.resume()
    }
}

/// A `Codable` value kept as JSON in a file: swift-sharing's `.fileStorage(url)`, how the SyncUps
/// tutorial persists its sync-ups. Each change is written at once (swift-sharing throttles
/// writes). The file system is the `defaultFileStorage` dependency's: the real one in an app, an
/// in-memory one in tests (swift-sharing's test default), so a test never touches a real file.
public struct FileStorageKey<Value: Codable>: SharedKey, @unchecked Sendable {
    let url: URL
    public var id: AnyHashable { AnyHashable(["fileStorage", url.absoluteString]) }

    public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
        guard let data = DependencyValues._current.defaultFileStorage.load(url) else {
            return continuation.resumeReturningInitialValue()
        }
        continuation.resume(with: Result { try JSONDecoder().decode(Value.self, from: data) })
    }

    public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
        continuation.resume(
            with: Result {
                try DependencyValues._current.defaultFileStorage.save(JSONEncoder().encode(value), url)
            })
    }

    /// A file storage key with a default value, the type `Self[.fileStorage(url), default: []]` has.
    public typealias Default = _SharedKeyDefault<Self>
}

extension InMemoryKey {
    public typealias Default = _SharedKeyDefault<Self>
}

extension AppStorageKey {
    public typealias Default = _SharedKeyDefault<Self>
}

extension SharedReaderKey {
    /// A value shared in memory: `@Shared(.inMemory("count")) var count = 0`.
    public static func inMemory<V>(_ key: String) -> Self where Self == InMemoryKey<V> {
        InMemoryKey(key: key)
    }

    /// A value kept in user defaults: `@Shared(.appStorage("isOn")) var isOn = false`.
    public static func appStorage<V>(_ key: String) -> Self where Self == AppStorageKey<V> {
        AppStorageKey(key: key)
    }

    /// A value kept as JSON in the file at `url`: `@Shared(.fileStorage(.syncUps)) var syncUps: [SyncUp] = []`.
    public static func fileStorage<V>(_ url: URL) -> Self where Self == FileStorageKey<V> {
        FileStorageKey(url: url)
    }
}
