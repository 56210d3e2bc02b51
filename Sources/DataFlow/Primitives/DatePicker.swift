/// A control for picking a date, bound to a `Date`: SwiftUI's `DatePicker`. The tree shows the
/// selected date in a fixed, locale-independent form (`value="2024-05-01"`, `"09:30"` or
/// `"2024-05-01 09:30"`, in UTC, according to `displayedComponents`) so tests read the same
/// everywhere. The host picks a date with `host.setDate(_:in:)`; a date outside the picker's
/// range is clamped to it, as the picker offers nothing beyond its range.
public struct DatePicker<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents

    init(selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents,
            label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents,
            label: label())
    }
}

extension DatePicker where Label == Text {
    /// `DatePicker("Due", selection: $dueDate, displayedComponents: .date)`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
    }

    /// `DatePicker("Birthday", selection: $birthday, in: ...Date.now, displayedComponents: .date)`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents,
            label: Text(titleKey))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents,
            label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
    }
}

/// Which parts of a date a `DatePicker` lets a user pick: SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let selection = self.selection
        let range = self.range
        return PrimitiveContent(
            element: ElementDescription(
                kind: .datePicker,
                value: DateText.text(selection.wrappedValue, components: components),
                role: .datePicker(set: { date in
                    selection.wrappedValue = range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date
                })
            ),
            children: [.init(key: .barItem("label"), view: label)]
        )
    }
}

/// Dates as the headless tree shows them: fixed formats in UTC, the same on every machine.
enum DateText {
    static func text(_ date: Date, components: DatePickerComponents) -> String {
        var parts: [String] = []
        if components.contains(.date) { parts.append(format(date, "yyyy-MM-dd")) }
        if components.contains(.hourAndMinute) { parts.append(format(date, "HH:mm")) }
        return parts.joined(separator: " ")
    }

    static func iso(_ date: Date) -> String {
        format(date, "yyyy-MM-dd HH:mm:ss")
    }

    private static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
