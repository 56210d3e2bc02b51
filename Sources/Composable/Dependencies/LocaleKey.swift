import Foundation

/// The locale a feature formats with: swift-dependencies' `\.locale`, the user's current locale in
/// an app. A test that reads it without overriding it gets a report, as for any dependency here
/// that declares no test value (a test pins it instead: `$0.locale = …`).
private enum LocaleKey: DependencyKey {
    static let liveValue: Locale = .autoupdatingCurrent
}

extension DependencyValues {
    /// The locale to format with: `@Dependency(\.locale) var locale`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
