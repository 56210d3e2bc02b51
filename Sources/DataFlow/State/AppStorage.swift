/// A value stored in `UserDefaults` under a key: SwiftUI's `@AppStorage`, for settings that
/// outlive a view and the app's launch: `@AppStorage("username") private var username = ""`.
///
/// As in SwiftUI, the store is `UserDefaults.standard`, or the one set above with
/// `.defaultAppStorage(_:)`, or the one given as `store:` (Apple's documentation of
/// `init(wrappedValue:_:store:)`: "The store to use for this property. If nil, the store set by
/// `defaultAppStorage(_:)` is used, or `UserDefaults.standard` if not set"). The initial value is
/// the default, read while nothing is stored under the key; it is not written to the store.
/// Reading makes the view depend on the key; writing stores the value in the defaults, and every
/// view that reads the key updates, wherever it is; so does a write made to the same defaults by
/// any other code (`UserDefaults.standard.set(...)`), as SwiftUI observes the defaults.
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let location: AppStorageLocation
    let decode: (UserDefaults, String) -> Value?
    let encode: (UserDefaults, String, Value) -> Void

    init(
        key: String, store: UserDefaults?, defaultValue: Value,
        decode: @escaping (UserDefaults, String) -> Value?, encode: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.location = AppStorageLocation(store: store)
        self.decode = decode
        self.encode = encode
    }

    /// The stored value, or the default while none is stored.
    public var wrappedValue: Value {
        get {
            let store = location.store
            AppStorageStore.shared.recordRead(of: key, in: store)
            guard store.object(forKey: key) != nil else { return defaultValue }
            return decode(store, key) ?? defaultValue
        }
        nonmutating set {
            let store = location.store
            encode(store, key, newValue)
            AppStorageStore.shared.defaultsDidChange(store)
        }
    }

    /// A binding to the stored value: `Toggle("Dark mode", isOn: $isDarkMode)`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// Which defaults an `@AppStorage` uses: the `store:` it was given, else the environment's
/// `defaultAppStorage`, found when its view is mounted.
@MainActor
final class AppStorageLocation {
    let explicitStore: UserDefaults?
    var environmentStore: UserDefaults?

    init(store: UserDefaults?) {
        explicitStore = store
    }

    var store: UserDefaults { explicitStore ?? environmentStore ?? .standard }
}

extension AppStorage: InstallableProperty {
    func install(in node: ViewNode, slot: Int, label: String) {
        guard location.explicitStore == nil else { return }
        let reading = EnvironmentReading.slot(in: node, at: slot, label: label, kind: "@Environment") {
            $0.defaultAppStorage
        }
        location.environmentStore = reading.currentValue as? UserDefaults
    }
}

extension AppStorage: ComparableInput {
    /// Two `@AppStorage` properties are the same input when they read the same key of the same store.
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? AppStorage<Value> else { return false }
        return other.key == key && other.location.explicitStore === location.explicitStore
    }
}
