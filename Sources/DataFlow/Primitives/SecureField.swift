/// A text field whose text is hidden as it is typed, for passwords: SwiftUI's `SecureField`.
/// The tree shows one `•` per character instead of the text (`value="••••"`), as the screen
/// does; the binding receives the real text. The host types into it, focuses it and submits it
/// as it does a `TextField` (`.secureField("Password")`).
public struct SecureField: View {
    public typealias Body = Never
    let title: String
    let text: Binding<String>

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.resolved
        self.text = text
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// `SecureField("Password", text: $password, prompt: Text("Required"))`: the prompt is what
    /// the empty field shows, and what the host finds it by.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        title = prompt?.content ?? titleKey.resolved
        self.text = text
    }
}

extension SecureField: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let text = self.text
        return PrimitiveContent(
            element: ElementDescription(
                kind: .secureField,
                label: title,
                value: String(repeating: "•", count: text.wrappedValue.count),
                role: .textInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })
            ),
            children: []
        )
    }
}
