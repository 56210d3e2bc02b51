extension View {
    /// Runs `action` when a user taps this view `count` times: SwiftUI's
    /// `onTapGesture(count:perform:)`. The host taps it with `host.tap(_:)` (or
    /// `host.tap(_:count:)` for a double tap), whatever the element is: a text, an image, a stack.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modified(ModifierEffect(tapGesture: TapAction(count: count, action: action)))
    }
}
