/// How a sheet's own surface looks: SwiftUI's `presentationBackground(_:)`,
/// `presentationBackground(alignment:content:)` and `presentationCornerRadius(_:)` (iOS 16.4).
/// Headless, a sheet has no surface to paint, so the style or radius is recorded on the view
/// (`presentationBackground=thinMaterial`, `presentationCornerRadius=24`); views given as the
/// background are shown, as `background { }` shows them.
extension View {
    /// Fills the sheet behind the view with a style: SwiftUI's `presentationBackground(_:)`.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        attributed("presentationBackground", style.styleName)
    }

    /// Puts views behind the sheet's content: SwiftUI's `presentationBackground(alignment:content:)`.
    public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        background(alignment: alignment, content: content).attributed("presentationBackground", "view")
    }

    /// Rounds the sheet's corners: SwiftUI's `presentationCornerRadius(_:)`; `nil` keeps the system's.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        attributed("presentationCornerRadius", cornerRadius.map(Points.text) ?? "nil")
    }
}
