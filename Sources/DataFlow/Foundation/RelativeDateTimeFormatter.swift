import Foundation

/// Says when something happened relative to now ("2 hours ago", "in 3 days", "yesterday"): Apple
/// Foundation's `RelativeDateTimeFormatter`, which Linux's Foundation lacks. This one formats in
/// English with the largest calendar unit that is not zero, from years down to seconds, as Apple's
/// does. What it is not: a formatter for other languages (`locale` and `calendar` are kept, but
/// English and the Gregorian calendar are used), and its `.short`, `.abbreviated` and `.spellOut`
/// styles write what `.full` writes.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// How the unit is written: Apple's `RelativeDateTimeFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
        case full, spellOut, short, abbreviated
    }

    /// Whether near dates get names ("yesterday", "now"): Apple's `RelativeDateTimeFormatter.DateTimeStyle`.
    public enum DateTimeStyle: Int, Sendable {
        case numeric, named
    }

    /// How the unit is written.
    open var unitsStyle = UnitsStyle.full
    /// Whether near dates get names.
    open var dateTimeStyle = DateTimeStyle.numeric
    /// The locale; English is always used here.
    open var locale = Locale.current
    /// The calendar; the Gregorian calendar is always used here.
    open var calendar = Calendar(identifier: .gregorian)

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `date` relative to `referenceDate`: "2 hours ago" when it is earlier, "in 2 hours" when later.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let units: [(Calendar.Component, String)] = [
            (.year, "year"), (.month, "month"), (.weekOfMonth, "week"), (.day, "day"), (.hour, "hour"),
            (.minute, "minute"), (.second, "second"),
        ]
        let difference = gregorian.dateComponents(Set(units.map(\.0)), from: referenceDate, to: date)
        for (component, name) in units {
            guard let amount = difference.value(for: component), amount != 0 else { continue }
            return phrase(amount, unit: name, component: component)
        }
        return dateTimeStyle == .named ? "now" : "in 0 seconds"
    }

    /// The time from now given as date components: Apple's `localizedString(from:)`.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        return localizedString(for: calendar.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    /// `timeInterval` seconds from now: Apple's `localizedString(fromTimeInterval:)`.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    private func phrase(_ amount: Int, unit: String, component: Calendar.Component) -> String {
        if dateTimeStyle == .named, abs(amount) == 1, let named = Self.names[component] {
            return amount < 0 ? named.past : named.future
        }
        let counted = "\(abs(amount)) \(unit)\(abs(amount) == 1 ? "" : "s")"
        return amount < 0 ? "\(counted) ago" : "in \(counted)"
    }

    private static let names: [Calendar.Component: (past: String, future: String)] = [
        .year: ("last year", "next year"), .month: ("last month", "next month"),
        .weekOfMonth: ("last week", "next week"), .day: ("yesterday", "tomorrow"),
    ]
}
