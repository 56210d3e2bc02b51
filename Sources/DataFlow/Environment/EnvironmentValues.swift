import Foundation

/// The values a view inherits from its ancestors: SwiftUI's `EnvironmentValues`. A view sees the
/// defaults, changed by every `.environment(\.key, value)` (and `.environmentObject(_:)`,
/// `.disabled(_:)`...) above it; what a modifier sets applies to the views inside it, not beside it.
public struct EnvironmentValues: CustomStringConvertible {
    /// Values set for `EnvironmentKey`s, by key type.
    private var values: [ObjectIdentifier: Any] = [:]
    /// Objects set with `.environmentObject(_:)`, by type.
    var environmentObjects: [ObjectIdentifier: AnyObject] = [:]
    /// `@Observable` objects set with `.environment(_:)`, by type.
    var observableObjects: [ObjectIdentifier: AnyObject] = [:]
    /// The sheet or pushed screen the view is on, if any: what `dismiss` dismisses.
    var presentedScreen: WeakNode?

    /// The defaults: what a view sees with no `.environment` above it.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrapped first: a missing value cast to an optional `Value` would be `.some(nil)`,
            // hiding a non-nil default (`horizontalSizeClass` is `.compact` unless set).
            guard let stored = values[ObjectIdentifier(key)], let value = stored as? Key.Value else {
                return Key.defaultValue
            }
            return value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String {
        "EnvironmentValues(\(values.count) values set, \(environmentObjects.count + observableObjects.count) objects)"
    }
}

/// Light or dark appearance: SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale.current
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The appearance views draw in: `.light` unless set (`.environment(\.colorScheme, .dark)`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The locale views format for: the current locale unless set (`.environment(\.locale, Locale(identifier: "ko_KR"))`).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// False inside a `.disabled(true)`: SwiftUI's `isEnabled`, which controls read to grey out.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
