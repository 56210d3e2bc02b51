/// An editable line of text bound to a `String`: SwiftUI's `TextField<Label>`. The title is the
/// prompt shown while it is empty; the host finds the field by it (`.textField("User Name")`) and
/// types into it one character at a time, as a user would. As for `SecureField`, a `prompt:` given
/// with the title is what the field is found by, since it is what an empty field shows.
public struct TextField<Label: View>: View {
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    /// The iOS 13 initialisers' `onEditingChanged` and `onCommit`, if the field was made with them.
    var editingActions: TextFieldEditingActions?

    /// A field labelled by a view: SwiftUI's `TextField(text:prompt:label:)`,
    /// `TextField(text: $name, prompt: Text("Required")) { Text("Name") }`. It is found by its
    /// prompt, or, without one, by its label's text.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        title = prompt?.content ?? (label() as? Text)?.content ?? ""
        self.text = text
    }

    /// A field labelled by a view that grows along `axis`: SwiftUI's
    /// `TextField(text:prompt:axis:label:)`. Headless, growing is drawing: it behaves as any field.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }
}

extension TextField where Label == Text {
    /// `TextField("User Name", text: $name)`, or with a prompt: SwiftUI's `TextField(_:text:prompt:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        title = prompt?.content ?? titleKey.resolved
        self.text = text
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.title = prompt?.content ?? String(title)
        self.text = text
    }
}

extension TextField: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let text = self.text
        var element = ElementDescription(
            kind: .textField,
            label: title,
            value: text.wrappedValue,
            role: .textInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })
        )
        element.editingActions = editingActions
        return PrimitiveContent(element: element, children: [])
    }
}
