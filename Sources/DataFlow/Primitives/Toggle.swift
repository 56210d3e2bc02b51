/// A switch bound to a `Bool`: SwiftUI's `Toggle`. It reads and writes a value it does not own,
/// which is why it takes a binding (seed 001's read-write component).
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    /// False for a toggle made from a style's configuration, which a style draws in its own body.
    var followsToggleStyle = true

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration, for a `ToggleStyle` that only adds to the
    /// standard toggle: SwiftUI's `init(_:)` for a `ToggleStyleConfiguration`. SwiftUI draws it in
    /// the style that was in effect around the custom one; headless, it is the label inside the
    /// styled toggle, which stays the one `Toggle` element.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
        followsToggleStyle = false
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a string: `Toggle("Favorite", isOn: $episode.isFavorite)`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let isOn = self.isOn
        // A toggle made from a style's configuration is drawn inside the styled toggle, which is
        // the one control on screen.
        guard followsToggleStyle else {
            return PrimitiveContent(element: nil, children: [.init(key: .index(0), view: label)])
        }
        let style = node.inheritedToggleStyle
        return PrimitiveContent(
            element: ElementDescription(
                kind: .toggle,
                // A custom style may draw more than the label (a checkmark); a text label still
                // titles the toggle, so it is found by its title.
                label: style == nil ? nil : (label as? Text)?.content,
                value: isOn.wrappedValue ? "on" : "off",
                role: .toggle(get: { isOn.wrappedValue }, set: { isOn.wrappedValue = $0 })
            ),
            children: [.init(key: .index(0), view: styledLabel(in: node))]
        )
    }

    /// The toggle as the closest `toggleStyle(_:)` draws it, or its label.
    private func styledLabel(in node: ViewNode) -> any View {
        guard let style = node.inheritedToggleStyle else { return label }
        return style(ToggleStyleConfiguration(label: .init(content: label), isOn: isOn, isMixed: false))
    }
}
