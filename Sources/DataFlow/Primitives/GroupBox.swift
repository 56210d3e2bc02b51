/// A box that groups views under an optional label: SwiftUI's `GroupBox`,
/// `GroupBox("Today") { Text("3 reminders") }`. Shown as a `GroupBox` element holding its label
/// (if any), then its content, or what the closest `groupBoxStyle(_:)` draws from them.
public struct GroupBox<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    /// For `GroupBox(configuration)`: how many custom styles, the closest first, it skips.
    var styleLevel = 0

    /// A box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The iOS 13 spelling, the label a view rather than a builder:
    /// `GroupBox(label: Text("Charging")) { … }`, SwiftUI's `init(label:content:)` (deprecated in
    /// favour of `init(content:label:)`).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled `title`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A box of `content` titled with a string that is not localized.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The box a style is drawing, as the style set outside it would draw it: SwiftUI's
    /// `GroupBox(_:)` taking a `GroupBoxStyleConfiguration`, for use inside `makeBody(configuration:)`.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(configuration, styleLevel: configuration.styleLevel)
    }

    init(_ configuration: GroupBoxStyleConfiguration, styleLevel: Int) {
        self.init(content: { configuration.content }, label: { configuration.label })
        self.styleLevel = styleLevel
    }
}

extension GroupBox: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let element = ElementDescription(kind: "GroupBox")
        let styles = node.inheritedGroupBoxStyles
        guard styleLevel < styles.count else {
            return PrimitiveContent(
                element: element, children: [.init(key: .index(0), view: label), .init(key: .index(1), view: content)])
        }
        // A custom style draws the box; it stays one group box holding what the style shows.
        let configuration = GroupBoxStyleConfiguration(
            label: .init(view: label), content: .init(view: content), styleLevel: styleLevel + 1)
        let body = styles[styleLevel](configuration)
        return PrimitiveContent(element: element, children: [.init(key: .index(0), view: body)])
    }
}
