import Foundation

/// Joins items into a list as a sentence says it ("Apples, pears, and plums"): Apple Foundation's
/// `ListFormatter`, which Linux's Foundation lacks. It joins in English, with the serial comma, as
/// Apple's does for an English locale: what it is not is a formatter for other languages (the
/// `locale` is kept but not used). Items that are not strings go through `itemFormatter`, or
/// `String(describing:)` without one.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// Formats each item that is not a string.
    open var itemFormatter: Formatter?
    /// The locale the list is for; English is used whatever it is.
    open var locale: Locale! = .current

    /// `items` joined: `ListFormatter.localizedString(byJoining: ["A", "B", "C"])` is "A, B, and C".
    open class func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: ""
        case 1: strings[0]
        case 2: "\(strings[0]) and \(strings[1])"
        default: strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    /// `items` joined, each made text by `itemFormatter` or as it describes itself.
    open func string(from items: [Any]) -> String? {
        let texts = items.map { item in
            if let text = item as? String { return text }
            return itemFormatter?.string(for: item) ?? String(describing: item)
        }
        return Self.localizedString(byJoining: texts)
    }

    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
