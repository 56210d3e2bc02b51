/// One tab of a `TabView`, written the iOS 18 way: SwiftUI's `Tab`
/// (`TabView { Tab("Received", systemImage: "tray") { ReceivedView() } }`, or
/// `Tab("Sent", systemImage: "paperplane", value: .sent) { … }` with `TabView(selection:)`).
/// It is the same tab as `content.tabItem { Label(title, systemImage: image) }.tag(value)`, and the
/// host shows and selects it as one (`host.selectTab("Received")`).
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    public typealias Body = Never
    let value: Value?
    let content: Content
    let label: Label
}

extension Tab where Label == DataFlow.Label<Text, Image> {
    /// A tab with a title and an SF Symbol, selected by `value`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content(), label: DataFlow.Label(titleKey, systemImage: systemImage))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content(), label: DataFlow.Label(title, systemImage: systemImage))
    }
}

extension Tab where Value == Never, Label == DataFlow.Label<Text, Image> {
    /// A tab with a title and an SF Symbol, in a `TabView` without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DataFlow.Label(titleKey, systemImage: systemImage))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DataFlow.Label(title, systemImage: systemImage))
    }
}

extension Tab where Label == Text {
    /// A tab titled with text only, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: Text(titleKey))
    }
}

extension Tab where Value == Never, Label == Text {
    /// A tab titled with text only.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: Text(titleKey))
    }
}

extension Tab: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let item = content.tabItem { label }
        if let value {
            return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: item.tag(value))])
        }
        return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: item)])
    }
}
