/// A control for choosing a colour, bound to a `Color`: SwiftUI's `ColorPicker`. Headless there
/// is no colour wheel: the element's value is the colour's name, and a test picks a colour by
/// writing the binding, as the wheel would.
public struct ColorPicker<Label: View>: View {
    public typealias Body = Never
    let selection: Binding<Color>
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: ElementDescription(kind: .colorPicker, value: selection.wrappedValue.styleName),
            children: [.init(key: .barItem("label"), view: label)])
    }
}
