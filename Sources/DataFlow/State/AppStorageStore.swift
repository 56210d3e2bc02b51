import Foundation

/// What keeps `@AppStorage` views in step with `UserDefaults`: for each defaults object and key a
/// view read, one source of truth per host, and the value last seen there. SwiftUI observes the
/// defaults; on Linux there is no key-value observing, and `UserDefaults.didChangeNotification`
/// cannot be relied on (observed with Swift 6.3's Foundation on Linux: after a
/// `UserDefaults.standard.set(_:forKey:)`, no notification had reached its observer). So the keys views read are compared with the values
/// last seen whenever an `@AppStorage` writes, a `didChangeNotification` arrives, or a host
/// settles (before a test reads the screen or acts): a write from outside, such as
/// `UserDefaults.standard.set(...)`, shows at the next look, as it does in SwiftUI, and only the
/// views that read a key that changed are re-evaluated.
///
/// `shared.value(forKey:)`, `set(_:forKey:)` and `reset()` act on `UserDefaults.standard`, for
/// tests; a test that wants its own defaults gives its views `.defaultAppStorage(suite)`.
@MainActor
public final class AppStorageStore {
    /// The one observer of the defaults that `@AppStorage` reads.
    public static let shared = AppStorageStore()

    private struct Watched {
        weak var store: UserDefaults?
        var lastSeen: [String: String] = [:]
        var sources: [String: [AppStorageKeySource]] = [:]
    }

    private var watched: [ObjectIdentifier: Watched] = [:]
    private var observer: (any NSObjectProtocol)?

    init() {
        observer = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: nil, queue: nil
        ) { notification in
            guard let defaults = notification.object as? UserDefaults else { return }
            let id = ObjectIdentifier(defaults)
            MainActorThread.run { AppStorageStore.shared.defaultsDidChange(id) }
        }
    }

    /// Removes every key the app wrote in `UserDefaults.standard` (and every key an `@AppStorage`
    /// read there), so that each `@AppStorage` reads its default again.
    public func reset() {
        let standard = UserDefaults.standard
        let read = watched[ObjectIdentifier(standard)]?.lastSeen.keys.map { $0 } ?? []
        for key in Set(read).union(standard.dictionaryRepresentation().keys) {
            standard.removeObject(forKey: key)
        }
        defaultsDidChange(standard)
    }

    /// The value stored for `key` in `UserDefaults.standard`, or `nil`.
    public func value(forKey key: String) -> Any? {
        UserDefaults.standard.object(forKey: key)
    }

    /// Writes (or, with `nil`, removes) `key` in `UserDefaults.standard`, and updates the views that read it.
    public func set(_ value: Any?, forKey key: String) {
        if let value {
            UserDefaults.standard.set(value, forKey: key)
        } else {
            UserDefaults.standard.removeObject(forKey: key)
        }
        defaultsDidChange(UserDefaults.standard)
    }

    /// Records that the view rendering now read `key` of `store`.
    func recordRead(of key: String, in store: UserDefaults) {
        let id = ObjectIdentifier(store)
        if watched[id]?.store !== store {
            // A defaults object made in a view's initializer is made anew on every render:
            // forget the ones that are gone before watching another.
            watched = watched.filter { $0.value.store != nil }
            watched[id] = Watched(store: store)
        }
        if watched[id]?.lastSeen[key] == nil {
            watched[id]?.lastSeen[key] = Self.describe(store.object(forKey: key))
        }
        guard let node = DependencyTracker.current else { return }
        source(for: key, of: id, engine: node.engine).recordRead()
    }

    /// Compares every watched key of `store` with the value last seen, and updates the views
    /// that read the keys that changed.
    func defaultsDidChange(_ store: UserDefaults) {
        guard watched[ObjectIdentifier(store)]?.store === store else { return }
        defaultsDidChange(ObjectIdentifier(store))
    }

    /// Compares every key views read, in every defaults object, with the value last seen.
    func checkDefaults() {
        guard !watched.isEmpty else { return }
        for id in Array(watched.keys) { defaultsDidChange(id) }
    }

    private func defaultsDidChange(_ id: ObjectIdentifier) {
        guard let entry = watched[id], let store = entry.store else { return }
        for (key, old) in entry.lastSeen {
            let new = Self.describe(store.object(forKey: key))
            guard new != old else { continue }
            watched[id]?.lastSeen[key] = new
            for source in entry.sources[key] ?? [] where source.engine != nil {
                source.publishChange(old: old, new: new)
            }
        }
    }

    private func source(for key: String, of id: ObjectIdentifier, engine: GraphEngine) -> AppStorageKeySource {
        let list = (watched[id]?.sources[key] ?? []).filter { $0.engine != nil }
        if let existing = list.first(where: { $0.engine === engine }) { return existing }
        let created = AppStorageKeySource(key: key, engine: engine)
        watched[id]?.sources[key] = list + [created]
        return created
    }

    private static func describe(_ value: Any?) -> String {
        value.map { String(describing: $0) } ?? "nil"
    }
}

/// The source of truth for one defaults key, as seen by the views of one host.
@MainActor
final class AppStorageKeySource: SourceOfTruth {
    init(key: String, engine: GraphEngine) {
        super.init(kind: "@AppStorage", name: "AppStorage(\"\(key)\")", owner: nil, engine: engine)
    }
}
