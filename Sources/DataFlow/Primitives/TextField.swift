/// An editable line of text bound to a `String`: SwiftUI's `TextField`. The title is the prompt
/// shown while it is empty; the host finds the field by it (`.textField("User Name")`) and types
/// into it one character at a time, as a user would.
public struct TextField: View {
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
}

extension TextField: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let text = self.text
        return PrimitiveContent(
            element: ElementDescription(
                kind: .textField,
                label: title,
                value: text.wrappedValue,
                role: .textInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })
            ),
            children: []
        )
    }
}
