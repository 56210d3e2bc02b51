extension View {
    /// Turns off every control inside: SwiftUI's `disabled(_:)`. Tapping a disabled button fails
    /// with an error that says it is disabled.
    public func disabled(_ disabled: Bool) -> some View {
        modified(
            ModifierEffect(attributes: disabled ? [Attribute(name: "disabled", value: "true")] : [], disables: disabled)
        )
    }

    /// Hides the view but keeps its place: SwiftUI's `hidden()`. Hidden views cannot be acted on.
    public func hidden() -> some View {
        modified(ModifierEffect(attributes: [Attribute(name: "hidden", value: "true")], hides: true))
    }

    /// Sets transparency: SwiftUI's `opacity(_:)`. At 0 the view counts as hidden.
    public func opacity(_ opacity: Double) -> some View {
        modified(
            ModifierEffect(
                attributes: [Attribute(name: "opacity", value: String(describing: opacity))], hides: opacity <= 0))
    }

    /// Hides the view when `hidden` is true. This is the spelling seed 001's `SampleView` uses to
    /// make its point; real SwiftUI has no such modifier (write `.opacity(hidden ? 0 : 1)` there).
    public func isHidden(_ hidden: Bool) -> some View {
        modified(ModifierEffect(attributes: hidden ? [Attribute(name: "hidden", value: "true")] : [], hides: hidden))
    }
}
