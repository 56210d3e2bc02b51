/// A switch bound to a `Bool`: SwiftUI's `Toggle`. It reads and writes a value it does not own,
/// which is why it takes a binding (seed 001's read-write component).
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
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
        return PrimitiveContent(
            element: ElementDescription(
                kind: .toggle,
                value: isOn.wrappedValue ? "on" : "off",
                role: .toggle(get: { isOn.wrappedValue }, set: { isOn.wrappedValue = $0 })
            ),
            children: [.init(key: .index(0), view: label)]
        )
    }
}
