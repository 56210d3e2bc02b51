/// A label beside a value, as in a settings row: SwiftUI's `LabeledContent`
/// (`LabeledContent("Version", value: "1.0")`). Shown as a `LabeledContent` element labelled by its
/// title, whose value is the value's text, with the label and the content inside.
public struct LabeledContent<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    let valueText: String?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        valueText = nil
    }

    init(label: Label, content: Content, valueText: String?) {
        self.label = label
        self.content = content
        self.valueText = valueText
    }
}

extension LabeledContent where Label == Text {
    /// `LabeledContent("Build") { Text("42") }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), valueText: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content(), valueText: nil)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `LabeledContent("Version", value: "1.0")`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(label: Text(titleKey), content: Text(value), valueText: String(value))
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(label: Text(title), content: Text(value), valueText: String(value))
    }

    /// `LabeledContent("Amount", value: total, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        let text = format.format(value)
        self.init(label: Text(titleKey), content: Text(text), valueText: text)
    }
}

extension LabeledContent: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .labeledContent, value: valueText),
            children: [.init(key: .barItem("label"), view: label), .init(key: .index(0), view: content)])
    }
}

extension View {
    /// Limits text to a range of lines: SwiftUI's `lineLimit(_:)` with a range (`3...5`), shown as `lineLimit=3...5`.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        attributed("lineLimit", "\(limit.lowerBound)...\(limit.upperBound)")
    }

    /// Reserves space for `limit` lines: SwiftUI's `lineLimit(_:reservesSpace:)`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        attributed("lineLimit", String(limit))
    }
}
