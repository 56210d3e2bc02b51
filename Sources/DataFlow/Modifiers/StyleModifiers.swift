/// Text and colour modifiers. They flow down like SwiftUI's environment: a font set on a stack
/// applies to every text in it, and the closest modifier wins.
extension View {
    /// Sets the text style: SwiftUI's `font(_:)`. Rendered as `font=caption`.
    public func font(_ font: Font?) -> some View {
        attributed("font", font?.name ?? "default")
    }

    /// Sets the colour of text and symbols: SwiftUI's `foregroundColor(_:)`. Rendered as `foregroundColor=gray`.
    public func foregroundColor(_ color: Color?) -> some View {
        attributed("foregroundColor", color?.name ?? "default")
    }

    /// SwiftUI's newer spelling of `foregroundColor(_:)`, which also takes styles such as
    /// `.secondary` and `.tint`; rendered the same way (`foregroundColor=secondary`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        attributed("foregroundColor", style.styleName)
    }

    /// Makes text bold: SwiftUI's `bold(_:)`.
    public func bold(_ isActive: Bool = true) -> some View {
        attributed("bold", String(isActive))
    }

    /// Makes text italic: SwiftUI's `italic(_:)`.
    public func italic(_ isActive: Bool = true) -> some View {
        attributed("italic", String(isActive))
    }

    /// Sets the weight of text: SwiftUI's `fontWeight(_:)`. Rendered as `fontWeight=semibold`.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        attributed("fontWeight", weight?.description ?? "default")
    }

    /// Sets the design of text: SwiftUI's `fontDesign(_:)`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        attributed("fontDesign", design.map { "\($0)" } ?? "default")
    }

    /// Sets the accent colour of controls inside (buttons, toggles, progress): SwiftUI's `tint(_:)`.
    public func tint(_ tint: Color?) -> some View {
        attributed("tint", tint?.name ?? "default")
    }

    /// Sets the accent style of controls inside: SwiftUI's `tint(_:)` for any `ShapeStyle`.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        attributed("tint", tint?.styleName ?? "default")
    }

    /// How the lines of multi-line text line up: SwiftUI's `multilineTextAlignment(_:)`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        attributed("multilineTextAlignment", "\(alignment)")
    }

    /// The most lines text may take: SwiftUI's `lineLimit(_:)`. `nil` means no limit.
    public func lineLimit(_ number: Int?) -> some View {
        attributed("lineLimit", number.map(String.init) ?? "none")
    }

    /// Shows text in upper or lower case: SwiftUI's `textCase(_:)`. As in SwiftUI, the texts inside
    /// are shown transformed (`Text "SETTINGS"`), while your strings stay as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        attributed("textCase", textCase.map { "\($0)" } ?? "none")
    }
}

extension Text {
    /// A transformation of the case of text: SwiftUI's `Text.Case`.
    public enum Case: Sendable, Hashable {
        case uppercase, lowercase
    }
}
