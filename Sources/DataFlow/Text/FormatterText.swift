import Foundation

/// `Text` showing a value through a Foundation `Formatter`: SwiftUI's `Text(_:formatter:)`,
/// `Text(order.total as NSNumber, formatter: currencyFormatter)` or `Text(dueDate, formatter:
/// dateFormatter)`. Apple declares it for a `ReferenceConvertible` subject
/// (https://developer.apple.com/documentation/swiftui/text/init(_:formatter:)-2he2c) and for an
/// `NSObject` one (https://developer.apple.com/documentation/swiftui/text/init(_:formatter:)).
/// The text is the formatter's `string(for:)`, verbatim (never read as Markdown), read again each
/// time the body is; a value the formatter cannot write shows as an empty text here.
extension Text {
    /// The formatter's text for a value that bridges to a Foundation class (`URL`, `Measurement`,
    /// `DateComponents` on Linux).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// The formatter's text for a Foundation object, such as an `NSNumber`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// The formatter's text for a date. Apple's `Date` is `ReferenceConvertible`, so SwiftUI's
    /// first form takes it; Linux's Foundation does not declare that conformance, so this
    /// overload stands in for it.
    public init(_ subject: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
