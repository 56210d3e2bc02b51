extension Picker where Label == Text {
    /// A picker titled with a string value rather than a literal: `Picker(title, selection: $language)`,
    /// as SwiftUI's `StringProtocol` overload allows (a reusable picker that takes its title as input).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: Text(title), content: content)
    }
}
