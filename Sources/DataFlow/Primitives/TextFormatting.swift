import Foundation

extension Text {
    /// A value shown in a format: SwiftUI's `Text(_:format:)`, `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// How `Text(_:style:)` shows a date: SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Sendable, Equatable {
        let name: String
        /// The date: "Jun 3, 2025".
        public static let date = Self(name: "date")
        /// The time: "9:41 AM".
        public static let time = Self(name: "time")
        /// The time from now: "2 hours" (measured from the moment of rendering).
        public static let relative = Self(name: "relative")
        /// The offset from now: "+2 hours".
        public static let offset = Self(name: "offset")
        /// A running timer: "2:14".
        public static let timer = Self(name: "timer")
    }

    /// A date in a style: SwiftUI's `Text(_:style:)`. SwiftUI keeps relative and timer styles
    /// counting on screen; headless, the text is formatted when the view is rendered.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.format(date, style: style))
    }

    private static func format(_ date: Date, style: DateStyle) -> String {
        switch style {
        case .date: return date.formatted(date: .abbreviated, time: .omitted)
        case .time: return date.formatted(date: .omitted, time: .shortened)
        case .timer:
            let seconds = Int(abs(date.timeIntervalSinceNow))
            return String(format: "%d:%02d", seconds / 60, seconds % 60)
        default:
            let text = date.formatted(.relative(presentation: .numeric, unitsStyle: .wide))
            return style == .offset && date > Date() ? "+" + text : text
        }
    }
}
