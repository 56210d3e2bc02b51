/// The initializers of `@AppStorage`, one per type `UserDefaults` stores, as SwiftUI declares
/// them: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`, `RawRepresentable` with an
/// `Int` or `String` raw value, and their optionals. Each reads and writes through
/// `UserDefaults`' typed accessors (`bool(forKey:)`, `url(forKey:)`...), as other code would.
extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { $0.bool(forKey: $1) }, encode: Self.set)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, decode: { $0.integer(forKey: $1) }, encode: Self.set)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, decode: { $0.double(forKey: $1) }, encode: Self.set)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, decode: { $0.string(forKey: $1) }, encode: Self.set)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, decode: { $0.url(forKey: $1) },
            encode: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { $0.data(forKey: $1) }, encode: Self.set)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, decode: { $0.object(forKey: $1) as? Date },
            encode: Self.set)
    }

    /// A value stored as its raw `String`: `@AppStorage("theme") private var theme = Theme.system`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, store: store, defaultValue: wrappedValue,
            decode: { $0.string(forKey: $1).flatMap { Value(rawValue: $0) } },
            encode: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A value stored as its raw `Int`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, defaultValue: wrappedValue,
            decode: { Value(rawValue: $0.integer(forKey: $1)) },
            encode: { $0.set($2.rawValue, forKey: $1) })
    }

    private static func set(_ store: UserDefaults, _ key: String, _ value: Value) {
        store.set(value, forKey: key)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    private init<Wrapped>(
        optionalKey key: String, store: UserDefaults?, decode: @escaping (UserDefaults, String) -> Wrapped?
    ) where Value == Wrapped? {
        self.init(
            key: key, store: store, defaultValue: nil, decode: { decode($0, $1) },
            encode: { store, key, value in
                if let url = value as? URL {
                    store.set(url, forKey: key)
                } else if let value {
                    store.set(value, forKey: key)
                } else {
                    store.removeObject(forKey: key)
                }
            })
    }

    /// An optional value, `nil` while nothing is stored: `@AppStorage("nickname") var nickname: String?`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optionalKey: key, store: store) { $0.string(forKey: $1) }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optionalKey: key, store: store) { $0.integer(forKey: $1) }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optionalKey: key, store: store) { $0.double(forKey: $1) }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optionalKey: key, store: store) { $0.bool(forKey: $1) }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optionalKey: key, store: store) { $0.data(forKey: $1) }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(optionalKey: key, store: store) { $0.url(forKey: $1) }
    }
}
