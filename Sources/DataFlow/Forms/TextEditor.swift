/// A multi-line text area bound to a `String`: SwiftUI's `TextEditor`. It has no title; the host
/// finds it as `.textEditor()` (the first on screen, or by index) and types into it.
public struct TextEditor: View {
    public typealias Body = Never
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }
}

extension TextEditor: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let text = self.text
        return PrimitiveContent(
            element: ElementDescription(
                kind: .textEditor, value: text.wrappedValue,
                role: .textInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })),
            children: [])
    }
}

extension ElementKind {
    public static let textEditor = ElementKind("TextEditor")
    public static let labeledContent = ElementKind("LabeledContent")
    public static let link = ElementKind("Link")
    public static let disclosureGroup = ElementKind("DisclosureGroup")
    public static let contentUnavailable = ElementKind("ContentUnavailableView")
    public static let grid = ElementKind("Grid")
    public static let gridRow = ElementKind("GridRow")
    public static let table = ElementKind("Table")
    public static let tableRow = ElementKind("TableRow")
    public static let navigationSplitView = ElementKind("NavigationSplitView")
    public static let swipeActions = ElementKind("SwipeActions")
    public static let contextMenu = ElementKind("ContextMenu")
    public static let gauge = ElementKind("Gauge")
    public static let colorPicker = ElementKind("ColorPicker")
    public static let shareLink = ElementKind("ShareLink")
    public static let popover = ElementKind("Popover")
}

extension TextField where Label == Text {
    /// A field that grows along `axis` as the text gets longer: `TextField("Bio", text: $bio, axis: .vertical)`.
    /// Headless, it behaves as any field: growing is drawing, which DataFlow does not do.
    /// With a prompt, SwiftUI's `TextField(_:text:prompt:axis:)`, the field is found by the prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
    }
}
