extension Text {
    /// Where a line too long for its space is cut and the ellipsis put: SwiftUI's
    /// `Text.TruncationMode`, set with `truncationMode(_:)`.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }
}

extension View {
    /// Where text too long for its space is cut: SwiftUI's `truncationMode(_:)`, recorded as
    /// `truncationMode=middle`. Headless text is never cut, so it shows whole.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        attributed("truncationMode", "\(mode)")
    }

    /// How far text may shrink to fit its space: SwiftUI's `minimumScaleFactor(_:)`, recorded as
    /// `minimumScaleFactor=0.5`. Headless text is never shrunk.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        attributed("minimumScaleFactor", Points.text(factor))
    }

    /// Lets text tighten its letter spacing before it is cut: SwiftUI's `allowsTightening(_:)`.
    public func allowsTightening(_ flag: Bool) -> some View {
        attributed("allowsTightening", String(flag))
    }
}
