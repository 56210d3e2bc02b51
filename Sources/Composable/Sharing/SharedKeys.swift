import Foundation

/// A value shared in memory under `key`, lost when the process ends: swift-sharing's `.inMemory`.
public struct InMemoryKey<Value>: SharedKey {
    let key: String
    public var id: AnyHashable { AnyHashable(["inMemory", key]) }
    public func load() -> Value? { nil }
    public func save(_ value: Value) {}
}

/// A value kept in `UserDefaults.standard` under `key`: swift-sharing's `.appStorage`, SwiftUI's
/// `@AppStorage` for `@Shared`. In a test, values stay in memory, as swift-sharing's test
/// defaults do, so tests do not change each other's stored values.
public struct AppStorageKey<Value>: SharedKey, @unchecked Sendable {
    let key: String
    public var id: AnyHashable { AnyHashable(["appStorage", key]) }
    public func load() -> Value? {
        guard DependencyValues._current.context != .test else { return nil }
        return UserDefaults.standard.object(forKey: key) as? Value
    }
    public func save(_ value: Value) {
        guard DependencyValues._current.context != .test else { return }
        UserDefaults.standard.set(value, forKey: key)
    }
}

/// A `Codable` value kept as JSON in a file: swift-sharing's `.fileStorage(url)`, how the SyncUps
/// tutorial persists its sync-ups. Each change is written at once (swift-sharing throttles writes).
/// In a test the file system is not touched: the value stays in memory, as swift-sharing's test
/// file storage does.
public struct FileStorageKey<Value: Codable>: SharedKey, @unchecked Sendable {
    let url: URL
    public var id: AnyHashable { AnyHashable(["fileStorage", url.absoluteString]) }

    public func load() -> Value? {
        guard DependencyValues._current.context != .test, let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    public func save(_ value: Value) {
        guard DependencyValues._current.context != .test else { return }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONEncoder().encode(value).write(to: url, options: .atomic)
        } catch {
            IssueReporter.report("Could not save a @Shared(.fileStorage) value to \(url.path): \(error)")
        }
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

extension SharedKey {
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
