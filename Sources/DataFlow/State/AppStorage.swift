/// A value stored in the user defaults under a key: SwiftUI's `@AppStorage`, for settings that
/// outlive a view and the app's launch: `@AppStorage("username") private var username = ""`.
///
/// The initial value is the default, read while nothing is stored under the key; it is not
/// written to the store. Reading makes the view depend on the key; writing stores the value and
/// updates every view that reads the same key, wherever it is (seed 001's "one source of truth":
/// here the source is the defaults store). The values live in `AppStorageStore.shared`.
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?

    init(key: String, defaultValue: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.decode = decode
        self.encode = encode
    }

    /// The stored value, or the default while none is stored.
    public var wrappedValue: Value {
        get {
            let store = AppStorageStore.shared
            store.recordRead(of: key)
            return store.value(forKey: key).flatMap(decode) ?? defaultValue
        }
        nonmutating set {
            AppStorageStore.shared.set(encode(newValue), forKey: key)
        }
    }

    /// A binding to the stored value: `Toggle("Dark mode", isOn: $isDarkMode)`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage {
    private init(plain defaultValue: Value, key: String) {
        self.init(key: key, defaultValue: defaultValue, decode: { $0 as? Value }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(plain: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(plain: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(plain: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(plain: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(plain: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(plain: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Date { self.init(plain: wrappedValue, key: key) }

    /// A value stored as its raw `String`: `@AppStorage("theme") private var theme = Theme.system`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue,
            decode: { stored in (stored as? String).flatMap { Value(rawValue: $0) } }, encode: { $0.rawValue })
    }

    /// A value stored as its raw `Int`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue,
            decode: { stored in (stored as? Int).flatMap { Value(rawValue: $0) } }, encode: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    private init<Wrapped>(optionalKey key: String) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, decode: { $0 as? Wrapped }, encode: { $0 })
    }

    /// An optional value, `nil` while nothing is stored: `@AppStorage("nickname") var nickname: String?`.
    public init(_ key: String) where Value == String? { self.init(optionalKey: key) }
    public init(_ key: String) where Value == Int? { self.init(optionalKey: key) }
    public init(_ key: String) where Value == Double? { self.init(optionalKey: key) }
    public init(_ key: String) where Value == Bool? { self.init(optionalKey: key) }
    public init(_ key: String) where Value == Data? { self.init(optionalKey: key) }
    public init(_ key: String) where Value == URL? { self.init(optionalKey: key) }
}

extension AppStorage: ComparableInput {
    /// Two `@AppStorage` properties are the same input when they read the same key.
    func isSameInput(as other: Any) -> Bool {
        (other as? AppStorage<Value>)?.key == key
    }
}
