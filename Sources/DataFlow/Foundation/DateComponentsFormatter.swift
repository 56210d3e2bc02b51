import Foundation

/// Says how long something lasts ("1:02:03", "1h 2m", "1 hour, 2 minutes"): Apple Foundation's
/// `DateComponentsFormatter`, which Linux's Foundation declares unavailable. This one formats in
/// English, from days down to seconds, with Apple's unit styles, `allowedUnits`,
/// `maximumUnitCount` and the common zero behaviours (`.dropAll`, `.dropLeading`, `.pad`). What it
/// is not: a formatter for other languages (`calendar` is kept but English is always used), nor for
/// months and years, which it counts as 30 and 365 days.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written: Apple's `DateComponentsFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
        case positional, abbreviated, short, full, spellOut, brief
    }

    /// Which zero units are left out: Apple's `DateComponentsFormatter.ZeroFormattingBehavior`.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    open var unitsStyle: UnitsStyle = .positional
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var calendar: Calendar?
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false

    private struct Unit {
        let unit: NSCalendar.Unit
        let seconds: Int
        let names: (abbreviated: String, short: String, brief: String, full: String)
    }

    private static let units: [Unit] = [
        Unit(unit: .year, seconds: 365 * 86_400, names: ("y", "yr", "yr", "year")),
        Unit(unit: .month, seconds: 30 * 86_400, names: ("mo", "mth", "mth", "month")),
        Unit(unit: .weekOfMonth, seconds: 7 * 86_400, names: ("w", "wk", "wk", "week")),
        Unit(unit: .day, seconds: 86_400, names: ("d", "day", "day", "day")),
        Unit(unit: .hour, seconds: 3_600, names: ("h", "hr", "hr", "hour")),
        Unit(unit: .minute, seconds: 60, names: ("m", "min", "min", "minute")),
        Unit(unit: .second, seconds: 1, names: ("s", "sec", "sec", "second")),
    ]

    /// `ti` seconds as text: `string(from: 3723)` is "1:02:03" in the positional style.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed = Self.units.filter { allowedUnits.contains($0.unit) }
        guard !allowed.isEmpty else { return nil }
        var remaining = Int(ti.rounded(.towardZero).magnitude)
        var counts = allowed.map { unit -> (Unit, Int) in
            let count = remaining / unit.seconds
            remaining -= count * unit.seconds
            return (unit, count)
        }
        counts = droppingZeros(counts)
        if maximumUnitCount > 0, counts.count > maximumUnitCount { counts = Array(counts.prefix(maximumUnitCount)) }
        let sign = ti < 0 ? "-" : ""
        return sign + text(of: counts)
    }

    /// The span from `startDate` to `endDate` as text.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// `components` as text, counted in seconds.
    open func string(from components: DateComponents) -> String? {
        let seconds =
            (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3_600 + (components.minute ?? 0) * 60
            + (components.second ?? 0) + (components.weekOfMonth ?? 0) * 7 * 86_400
        return string(from: TimeInterval(seconds))
    }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    private func droppingZeros(_ counts: [(Unit, Int)]) -> [(Unit, Int)] {
        if zeroFormattingBehavior.contains(.pad) { return counts }
        let positional = unitsStyle == .positional
        let behaviour =
            zeroFormattingBehavior == .default ? (positional ? .dropLeading : .dropAll) : zeroFormattingBehavior
        var result = counts
        if behaviour.contains(.dropLeading) {
            // A positional time keeps minutes and seconds ("0:05"), as Apple's does.
            let keep = positional ? min(2, result.count) : 1
            while result.count > keep, result.first?.1 == 0 { result.removeFirst() }
        }
        if behaviour.contains(.dropTrailing) {
            while result.count > 1, result.last?.1 == 0 { result.removeLast() }
        }
        if behaviour.contains(.dropMiddle), result.count > 2 {
            let middle = result[1..<(result.count - 1)].filter { $0.1 != 0 }
            result = [result[0]] + middle + [result[result.count - 1]]
        }
        if !positional, behaviour.contains(.dropAll), result.contains(where: { $0.1 != 0 }) {
            result = result.filter { $0.1 != 0 }
        }
        return result
    }

    private func text(of counts: [(Unit, Int)]) -> String {
        switch unitsStyle {
        case .positional:
            return counts.enumerated().map { index, part in
                index == 0 && !zeroFormattingBehavior.contains(.pad) ? "\(part.1)" : String(format: "%02d", part.1)
            }.joined(separator: ":")
        case .abbreviated:
            return counts.map { "\($0.1)\($0.0.names.abbreviated)" }.joined(separator: " ")
        case .brief:
            return counts.map { "\($0.1)\($0.0.names.brief)" }.joined(separator: " ")
        case .short:
            return counts.map { "\($0.1) \(Self.plural($0.0.names.short, $0.1, short: true))" }.joined(separator: ", ")
        case .full:
            return counts.map { "\($0.1) \(Self.plural($0.0.names.full, $0.1, short: false))" }.joined(separator: ", ")
        case .spellOut:
            let speller = NumberFormatter()
            speller.numberStyle = .spellOut
            speller.locale = Locale(identifier: "en_US")
            return counts.map { unit, count in
                let number = speller.string(from: NSNumber(value: count)) ?? "\(count)"
                return "\(number) \(Self.plural(unit.names.full, count, short: false))"
            }.joined(separator: ", ")
        }
    }

    private static func plural(_ name: String, _ count: Int, short: Bool) -> String {
        guard count != 1 else { return name }
        if short { return ["hr": "hr", "min": "min", "sec": "sec"][name] ?? name + "s" }
        return name + "s"
    }
}
