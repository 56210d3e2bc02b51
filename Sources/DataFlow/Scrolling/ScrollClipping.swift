extension View {
    /// Lets the content of the scroll views inside draw outside their bounds (a card's shadow
    /// past the edge): SwiftUI's `scrollClipDisabled(_:)`, recorded as `scrollClipDisabled=true`.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        attributed("scrollClipDisabled", String(disabled))
    }

    /// Stops the user scrolling the scroll views inside: SwiftUI's `scrollDisabled(_:)`, recorded
    /// as `scrollDisabled=true`. Headless nothing scrolls; `ScrollViewReader` still scrolls them.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        attributed("scrollDisabled", String(disabled))
    }
}
