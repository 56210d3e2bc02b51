import Foundation

extension TextField where Label == Text {
    /// A field for an optional value typed in a format: SwiftUI's `TextField(_:value:format:prompt:)`
    /// with a `Binding<Value?>` (`TextField("Age", value: $age, format: .number)` with `age: Int?`).
    /// A nil value shows an empty field; a text that parses writes the value; an empty text writes
    /// nil; any other text leaves the value as it was, as in SwiftUI.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleKey, text: Self.formattedOptional(value, format))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(title, text: Self.formattedOptional(value, format))
    }

    private static func formattedOptional<F: ParseableFormatStyle>(
        _ value: Binding<F.FormatInput?>, _ format: F
    ) -> Binding<String> where F.FormatOutput == String {
        let typed = TypedText()
        return Binding(
            get: { typed.text ?? value.wrappedValue.map(format.format) ?? "" },
            set: { text in
                typed.text = text
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            })
    }
}
