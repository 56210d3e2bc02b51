import Foundation

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value stored as its raw `String`, `nil` while nothing is stored:
    /// `@AppStorage("experience") private var experience: Experience?`, SwiftUI's
    /// `init(_:store:)` for an optional `RawRepresentable`. Setting `nil` removes the stored value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(
            key: key, store: store, defaultValue: nil,
            decode: { $0.string(forKey: $1).flatMap { R(rawValue: $0) } },
            encode: { store, key, value in
                if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
            })
    }

    /// An optional value stored as its raw `Int`, `nil` while nothing is stored.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == Int {
        self.init(
            key: key, store: store, defaultValue: nil,
            decode: { store, key in store.object(forKey: key) == nil ? nil : R(rawValue: store.integer(forKey: key)) },
            encode: { store, key, value in
                if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
            })
    }
}
