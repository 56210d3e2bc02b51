extension View {
    /// Whether the view takes taps and other touches: SwiftUI's `allowsHitTesting(_:)`, recorded
    /// as `allowsHitTesting=false`. Unlike `disabled(_:)`, it leaves `isEnabled` alone.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        attributed("allowsHitTesting", String(enabled))
    }

    /// Runs `action` when the pointer enters or leaves the view: SwiftUI's `onHover(perform:)`.
    /// Headless there is no pointer, so `action` never runs.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        attributed("onHover", "action")
    }

    /// A tooltip or accessibility hint describing the view: SwiftUI's `help(_:)`, recorded as
    /// `help=Adds a card`.
    public func help(_ text: Text) -> some View {
        attributed("help", text.content)
    }

    /// The same, from a localized key: SwiftUI's `help(_:)` with a `LocalizedStringKey`.
    public func help(_ key: LocalizedStringKey) -> some View {
        help(Text(key))
    }

    /// The same, from a string: SwiftUI's `help(_:)` with a `StringProtocol` value.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        help(Text(text))
    }
}
