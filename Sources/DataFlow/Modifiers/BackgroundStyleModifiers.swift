extension View {
    /// Puts the context's background style behind the view: SwiftUI's
    /// `background(ignoresSafeAreaEdges:)`, shown as `background=background`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attributed("background", BackgroundStyle().name)
    }

    /// Fills `shape` with the context's background style behind the view: SwiftUI's
    /// `background(in:fillStyle:)`, shown as `background=background in RoundedRectangle(8)`.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        attributed("background", "\(BackgroundStyle().name) in \(ShapeName.of(shape))")
    }
}
