extension View {
    /// Moves where the view's `guide` lies, for the stack that aligns it: SwiftUI's
    /// `alignmentGuide(_:computeValue:)`, recorded as `alignmentGuide=leading`. Headless stacks
    /// line their views up in order, so the closure is not called.
    public func alignmentGuide(
        _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    )
        -> some View
    {
        attributed("alignmentGuide", "\(guide)")
    }

    /// The same for a vertical guide: SwiftUI's `alignmentGuide(_:computeValue:)`.
    public func alignmentGuide(
        _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    )
        -> some View
    {
        attributed("alignmentGuide", "\(guide)")
    }
}
