import Foundation

/// The spacing of text's letters and lines and its decorations, set on any view to reach the text
/// inside (SwiftUI's iOS 16 view modifiers `kerning(_:)`, `tracking(_:)`, `baselineOffset(_:)`,
/// `underline(_:color:)`, `strikethrough(_:color:)`, and `lineSpacing(_:)`), or on a `Text` to
/// style one run (`Text.tracking(_:)`, `Text.baselineOffset(_:)`). Headless, text is not laid out,
/// so each is recorded as an attribute (`tracking=2`, `lineSpacing=6`).
extension View {
    /// Space between letters, adjusted per pair of glyphs: SwiftUI's `kerning(_:)`.
    public func kerning(_ kerning: CGFloat) -> some View {
        attributed("kerning", Points.text(kerning))
    }

    /// Extra space after every letter: SwiftUI's `tracking(_:)`.
    public func tracking(_ tracking: CGFloat) -> some View {
        attributed("tracking", Points.text(tracking))
    }

    /// Raises or lowers the text from its baseline: SwiftUI's `baselineOffset(_:)`.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        attributed("baselineOffset", Points.text(baselineOffset))
    }

    /// Space between the lines of text: SwiftUI's `lineSpacing(_:)`.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        attributed("lineSpacing", Points.text(lineSpacing))
    }

    /// Underlines the text inside: SwiftUI's `underline(_:pattern:color:)` (solid lines only here).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        attributed("underline", isActive ? color?.name ?? "true" : "false")
    }

    /// Strikes through the text inside: SwiftUI's `strikethrough(_:pattern:color:)` (solid lines only here).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        attributed("strikethrough", isActive ? color?.name ?? "true" : "false")
    }
}

extension Text {
    /// Extra space after every letter of this text: SwiftUI's `Text.tracking(_:)`.
    public func tracking(_ tracking: CGFloat) -> Text { styled("tracking", Points.text(tracking)) }

    /// This text raised or lowered from its baseline: SwiftUI's `Text.baselineOffset(_:)`.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled("baselineOffset", Points.text(baselineOffset))
    }
}
