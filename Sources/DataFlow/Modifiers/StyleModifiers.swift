extension View {
    /// Sets the text style: SwiftUI's `font(_:)`. Rendered as `font=caption`.
    public func font(_ font: Font?) -> some View {
        attributed("font", font?.name ?? "default")
    }

    /// Sets the colour of text and symbols: SwiftUI's `foregroundColor(_:)`. Rendered as `foregroundColor=gray`.
    public func foregroundColor(_ color: Color?) -> some View {
        attributed("foregroundColor", color?.name ?? "default")
    }

    /// SwiftUI's newer spelling of `foregroundColor(_:)`; rendered the same way.
    public func foregroundStyle(_ color: Color) -> some View {
        attributed("foregroundColor", color.name)
    }

    /// Makes text bold: SwiftUI's `bold()`.
    public func bold(_ isActive: Bool = true) -> some View {
        attributed("bold", String(isActive))
    }

    /// Space around the view: SwiftUI's `padding(_:)`. Layout is not rendered, so it shows nothing.
    public func padding(_ length: Double? = nil) -> some View {
        modified(ModifierEffect())
    }
}
