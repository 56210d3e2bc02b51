import Foundation

extension String {
    /// The text of a localizable string, written as a literal with interpolations: Apple
    /// Foundation's `String.LocalizationValue`, which Linux's Foundation lacks. It is the text with
    /// its interpolations filled in; what it is not: a key looked up in a `.strings` or `.xcstrings`
    /// table (DataFlow apps have none, and every string shows as written, in the development language).
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The text, interpolations filled in.
        let text: String

        public init(_ value: String) {
            text = value
        }

        public init(stringLiteral value: String) {
            text = value
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            text = stringInterpolation.description
        }
    }

    /// A localized string: Apple Foundation's `String(localized:table:bundle:locale:comment:)`
    /// (`String(localized: "Welcome back, \(name)")`). Headless and without string tables, it is
    /// the text as written, interpolations filled in: no `.strings` lookup happens.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.text
    }

    /// A localized string with a key apart from its text: Apple Foundation's
    /// `String(localized:defaultValue:table:bundle:locale:comment:)`. Without string tables it is
    /// `defaultValue`, never the key.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.text
    }

    /// The text of `resource`: Apple Foundation's `String(localized:)` for a `LocalizedStringResource`.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.text
    }
}
