import Foundation

/// A calendar for picking several dates, bound to a set of `DateComponents`: SwiftUI's
/// `MultiDatePicker`, `MultiDatePicker("Dates Available", selection: $dates)`. The tree shows the
/// picked days in order, in a fixed, locale-independent form (`value="2024-05-01, 2024-05-03"`),
/// as `DatePicker` does; a `Text` label titles the element. The bounds are kept, not drawn.
public struct MultiDatePicker<Label: View>: View {
    public typealias Body = Never
    let title: String?
    let selection: Binding<Set<DateComponents>>

    /// A picker of the days in `selection`, labelled by `label`.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        title = (label() as? Text)?.content
        self.selection = selection
    }

    /// A picker limited to the days in `bounds`: SwiftUI's `MultiDatePicker(selection:in:label:)`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    /// A picker limited to the days from `bounds`' start.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label)
    }

    /// A picker limited to the days before `bounds`' end.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label)
    }
}

extension MultiDatePicker where Label == Text {
    /// `MultiDatePicker("Dates Available", selection: $dates)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// `MultiDatePicker("Dates Available", selection: $dates, in: today..<nextMonth)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
}

extension ElementKind {
    /// A `MultiDatePicker`.
    public static let multiDatePicker = ElementKind("MultiDatePicker")
}

extension MultiDatePicker: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let days = selection.wrappedValue.map(Self.dayText).sorted()
        return PrimitiveContent(
            element: ElementDescription(kind: .multiDatePicker, label: title, value: days.joined(separator: ", ")),
            children: [])
    }

    /// A day as `2024-05-01`; a missing component shows as `?`.
    private static func dayText(_ components: DateComponents) -> String {
        func padded(_ value: Int?, _ width: Int) -> String {
            guard let value else { return "?" }
            let digits = String(value)
            return String(repeating: "0", count: max(width - digits.count, 0)) + digits
        }
        return "\(padded(components.year, 4))-\(padded(components.month, 2))-\(padded(components.day, 2))"
    }
}
