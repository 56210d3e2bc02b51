import Foundation

extension TextField where Label == Text {
    /// A field for a value shown and typed through a Foundation `Formatter`: SwiftUI's
    /// `TextField(_:value:formatter:)`, `TextField("Year", value: $year, formatter: yearFormatter)`
    /// (https://developer.apple.com/documentation/swiftui/textfield/init(_:value:formatter:)-4013v).
    /// The field shows the formatter's `string(for:)` of the value (empty for a nil optional); a
    /// typed text the formatter converts to a value of the bound type writes it, and, as Apple's
    /// page says, a text it cannot convert leaves the value as it was. Linux's Foundation keeps
    /// `Formatter.getObjectValue(_:for:errorDescription:)` internal, so texts are converted by
    /// `NumberFormatter.number(from:)` and `DateFormatter.date(from:)`; with any other formatter a
    /// typed text writes nothing.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey, text: Self.formatted(value, formatter))
    }

    /// The same, with a prompt: SwiftUI's `TextField(_:value:formatter:prompt:)`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(titleKey, text: Self.formatted(value, formatter), prompt: prompt)
    }

    /// The same, titled with a string that is not localized.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, text: Self.formatted(value, formatter))
    }

    /// The same, titled with a string that is not localized, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title, text: Self.formatted(value, formatter), prompt: prompt)
    }

    private static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        let typed = TypedText()
        return Binding(
            get: { typed.text ?? formatter.string(for: value.wrappedValue) ?? "" },
            set: { text in
                typed.text = text
                // Unwrapped first: a nil reading cast to an optional `V` would be a value.
                if let object = FormatterConversion.value(of: text, by: formatter), let converted = object as? V {
                    value.wrappedValue = converted
                }
            })
    }
}

/// A formatter's reading of a typed text: what Apple's `Formatter.getObjectValue` returns, for the
/// formatters whose reading Linux's Foundation makes public.
enum FormatterConversion {
    static func value(of text: String, by formatter: Formatter) -> Any? {
        switch formatter {
        case let numbers as NumberFormatter: numbers.number(from: text)
        case let dates as DateFormatter: dates.date(from: text)
        default: nil
        }
    }
}
