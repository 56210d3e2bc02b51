import Foundation

/// A reference to a localizable string, resolved later: Apple Foundation's
/// `LocalizedStringResource` (`let title: LocalizedStringResource = "Favorites"`, App Intents'
/// and Food Truck's titles), which Linux's Foundation lacks. It keeps its key, default value,
/// table and locale, and resolves to its default value with `String(localized:)`. What it is not:
/// a lookup in a `.strings`/`.xcstrings` table or a bundle, which DataFlow apps do not have.
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// The key, which is also the text unless a default value is given.
    public let key: String
    /// The text shown when no table has the key: here, always.
    public let defaultValue: String.LocalizationValue
    public let table: String?
    public var locale: Locale
    public var bundle: BundleDescription = .main

    /// Where the string's table lives: Apple Foundation's `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Equatable, Hashable, Sendable {
        case main
        case forClass(String)
        case atURL(URL)
    }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue.text
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation.description))
    }

    public var description: String { defaultValue.text }
}

extension Text {
    /// A text showing `resource`: SwiftUI's `Text(_:)` for a `LocalizedStringResource`. A string
    /// literal still makes a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}
