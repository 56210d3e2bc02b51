extension View {
    /// Multiplies the view's colours by `color` (a silhouette tinted by the time of day): SwiftUI's
    /// `colorMultiply(_:)`, recorded as `colorMultiply=blue`.
    public func colorMultiply(_ color: Color) -> some View {
        attributed("colorMultiply", color.name)
    }

    /// Draws the view and what is inside it as one layer before effects such as `opacity(_:)`
    /// apply: SwiftUI's `compositingGroup()`, recorded as `compositingGroup=true`.
    public func compositingGroup() -> some View {
        attributed("compositingGroup", "true")
    }

    /// Draws everything inside into one offscreen image first: SwiftUI's `drawingGroup(opaque:colorMode:)`,
    /// recorded as `drawingGroup=true`.
    public func drawingGroup(opaque: Bool = false) -> some View {
        attributed("drawingGroup", "true")
    }
}
