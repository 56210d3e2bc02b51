/// A value kept per scene under a key: SwiftUI's `@SceneStorage`, for state a window restores
/// (`@SceneStorage("selectedTab") private var selectedTab = 0`).
///
/// A host is one scene, so every view in it that declares the same key shares the value, and a
/// view that leaves the tree and is mounted again finds it (where `@State` would start over);
/// another host (another window) has its own. Apple documents that SwiftUI saves scene storage
/// and restores it with the scene, and gives no guarantee when; DataFlow keeps the values as long
/// as the host lives and does not write them to disk. Reading makes the view depend on the key;
/// writing updates every view of the scene that reads it.
@MainActor
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let location = SceneStorageLocation()

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    public var wrappedValue: Value {
        get {
            guard let values = location.values else { return defaultValue }
            values.recordRead(of: key)
            return values.value(forKey: key) as? Value ?? defaultValue
        }
        nonmutating set {
            location.values?.set(newValue, forKey: key)
        }
    }

    /// A binding to the value: `TabView(selection: $selectedTab)`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// An optional value, `nil` until set.
    public init<Wrapped>(_ key: String) where Value == Wrapped? { self.init(key: key, defaultValue: nil) }
}

/// Which scene a `@SceneStorage` belongs to, found when its view is mounted.
@MainActor
final class SceneStorageLocation {
    weak var values: SceneStorageValues?
}

extension SceneStorage: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        node.engine.sceneStorage.engine = node.engine
        location.values = node.engine.sceneStorage
    }
}

extension SceneStorage: ComparableInput {
    func isSameInput(as other: Any) -> Bool { (other as? SceneStorage<Value>)?.key == key }
}

/// One scene's `@SceneStorage` values, and a source of truth per key for the views that read it.
@MainActor
final class SceneStorageValues {
    private var values: [String: Any] = [:]
    private var sources: [String: SourceOfTruth] = [:]
    weak var engine: GraphEngine?

    func value(forKey key: String) -> Any? { values[key] }

    func recordRead(of key: String) {
        source(for: key).recordRead()
    }

    func set(_ value: Any, forKey key: String) {
        let old = values[key].map { String(describing: $0) } ?? "nil"
        values[key] = value
        let new = String(describing: value)
        guard old != new else { return }
        source(for: key).publishChange(old: old, new: new)
    }

    private func source(for key: String) -> SourceOfTruth {
        if let existing = sources[key] { return existing }
        let created = SourceOfTruth(kind: "@SceneStorage", name: "SceneStorage(\"\(key)\")", owner: nil, engine: engine)
        sources[key] = created
        return created
    }
}
