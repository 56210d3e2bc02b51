import Foundation

extension Text {
    /// Text from a localized string key with a note for translators and where to look the key up:
    /// SwiftUI's `init(_:tableName:bundle:comment:)` (`Text("Add Card", comment: "A button's title")`).
    /// Headless there are no string tables: the key's text is shown, as SwiftUI shows a key it finds
    /// no translation for.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(key)
    }
}
