extension View {
    /// Sets the shape that receives taps, for hit testing: SwiftUI's `contentShape(_:eoFill:)`,
    /// `.contentShape(Rectangle())` to make a whole row tappable. Headless, any part of a view is
    /// tappable already; recorded as `contentShape=Rectangle`.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        attributed("contentShape", ShapeName.of(shape))
    }
}
