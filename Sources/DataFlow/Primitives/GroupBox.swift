/// A box that groups views under an optional label: SwiftUI's `GroupBox`,
/// `GroupBox("Today") { Text("3 reminders") }`. Shown as a `GroupBox` element holding its label
/// (if any), then its content.
public struct GroupBox<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
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

extension GroupBox: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: "GroupBox"),
            children: [.init(key: .index(0), view: label), .init(key: .index(1), view: content)])
    }
}
