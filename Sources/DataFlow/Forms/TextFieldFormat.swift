import Foundation

extension TextField where Label == Text {
    /// A field for a value shown and typed in a format: SwiftUI's `TextField(_:value:format:prompt:)`,
    /// `TextField("Amount", value: $amount, format: .number)`. The field shows the formatted value;
    /// what is typed is parsed with the format, and a text that parses writes the value (SwiftUI
    /// writes it when editing ends; the host types a whole text at once, so the two agree on the
    /// value a test sees after typing). A text that does not parse leaves the value as it was.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleKey, text: Self.formatted(value, format))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(title, text: Self.formatted(value, format))
    }

    private static func formatted<F: ParseableFormatStyle>(
        _ value: Binding<F.FormatInput>, _ format: F
    ) -> Binding<String> where F.FormatOutput == String {
        let typed = TypedText()
        return Binding(
            get: { typed.text ?? format.format(value.wrappedValue) },
            set: { text in
                typed.text = text
                if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            })
    }
}

/// What is being typed into a formatted field ("12." on the way to "12.5"), shown while the same
/// field value is on screen; the next render shows the formatted value again.
@MainActor
final class TypedText {
    var text: String?
}
