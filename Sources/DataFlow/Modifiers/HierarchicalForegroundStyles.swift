/// Several foreground styles at once, for content drawn in levels (a palette-rendered symbol's
/// layers, `.secondary` text inside): SwiftUI's `foregroundStyle(_:_:)` and
/// `foregroundStyle(_:_:_:)`. Recorded as `foregroundColor=indigo, red`, the first level first.
extension View {
    /// Sets the primary and secondary foreground styles: SwiftUI's `foregroundStyle(_:_:)`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        attributed("foregroundColor", "\(primary.styleName), \(secondary.styleName)")
    }

    /// Sets the primary, secondary and tertiary foreground styles: SwiftUI's
    /// `foregroundStyle(_:_:_:)`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        attributed("foregroundColor", "\(primary.styleName), \(secondary.styleName), \(tertiary.styleName)")
    }
}
