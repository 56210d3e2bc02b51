/// The in-memory user defaults behind `@AppStorage`: what `UserDefaults.standard` is to SwiftUI's
/// `@AppStorage`. Values live for the whole process, like an app's defaults, so tests start
/// from a clean store with `AppStorageStore.shared.reset()`.
///
/// As SwiftUI observes `UserDefaults`, writing a key (through any `@AppStorage`, or with
/// `set(_:forKey:)` here, as other code writing the defaults would) updates every mounted view
/// that read it, in every host.
@MainActor
public final class AppStorageStore {
    /// The store every `@AppStorage` reads and writes, as `UserDefaults.standard` is for SwiftUI.
    public static let shared = AppStorageStore()

    private var values: [String: Any] = [:]
    /// For each key, one source of truth per engine that has views reading it.
    private var sources: [String: [AppStorageKeySource]] = [:]

    init() {}

    /// Forgets every stored value, so that every `@AppStorage` reads its default again.
    public func reset() {
        let keys = Array(values.keys)
        for key in keys {
            set(nil, forKey: key)
        }
    }

    /// The stored value for `key` (a `Bool`, `Int`, `Double`, `String`, `Data`, `URL`, or the raw
    /// value of a `RawRepresentable`), or `nil` if none was written.
    public func value(forKey key: String) -> Any? {
        values[key]
    }

    /// Writes (or, with `nil`, removes) the value for `key`, and updates the views that read it.
    public func set(_ value: Any?, forKey key: String) {
        let old = values[key]
        values[key] = value
        let oldText = old.map { String(describing: $0) } ?? "nil"
        let newText = value.map { String(describing: $0) } ?? "nil"
        guard oldText != newText || (old == nil) != (value == nil) else { return }
        publish(key: key, old: oldText, new: newText)
    }

    /// Records that the view rendering now read `key`.
    func recordRead(of key: String) {
        guard let node = DependencyTracker.current else { return }
        source(for: key, engine: node.engine).recordRead()
    }

    private func source(for key: String, engine: GraphEngine) -> AppStorageKeySource {
        var list = (sources[key] ?? []).filter { $0.engine != nil }
        if let existing = list.first(where: { $0.engine === engine }) {
            return existing
        }
        let created = AppStorageKeySource(key: key, engine: engine)
        list.append(created)
        sources[key] = list
        return created
    }

    private func publish(key: String, old: String, new: String) {
        for source in sources[key] ?? [] where source.engine != nil {
            source.publishChange(old: old, new: new)
        }
    }
}

/// The source of truth for one defaults key, as seen by the views of one host.
@MainActor
final class AppStorageKeySource: SourceOfTruth {
    init(key: String, engine: GraphEngine) {
        super.init(kind: "@AppStorage", name: "AppStorage(\"\(key)\")", owner: nil, engine: engine)
    }
}
