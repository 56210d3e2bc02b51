/// `ProgressView`'s forms with view builders for its labels: SwiftUI's
/// `ProgressView(value:total:label:currentValueLabel:)`, `ProgressView(value:total:label:)` and
/// `ProgressView(label:)`. DataFlow's `ProgressView` is one element whose label is a text: a `Text`
/// label becomes its title; the current-value label (drawn beside the bar, "30%" or "3 of 10") is
/// not kept, since the element's value already reads the progress as VoiceOver does.
extension ProgressView {
    /// Progress of `value` out of `total` under `label`, with a label for the current value.
    public init<V: BinaryFloatingPoint, L: View, C: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> L, @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(value: value, total: total, label: label)
    }

    /// Progress of `value` out of `total` under `label`.
    public init<V: BinaryFloatingPoint, L: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> L) {
        self.init(value: value, total: total)
        title = (label() as? Text)?.content
    }

    /// An indeterminate spinner under `label`: `ProgressView { Text("Loading…") }`.
    public init<L: View>(@ViewBuilder label: () -> L) {
        self.init()
        title = (label() as? Text)?.content
    }
}
