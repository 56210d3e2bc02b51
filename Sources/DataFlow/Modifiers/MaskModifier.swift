extension View {
    /// Shows the view only where `mask` is opaque: SwiftUI's `mask(alignment:_:)`, recorded as
    /// `mask=LinearGradient(…)` (the mask's type). The mask is not on screen, as in SwiftUI, where
    /// it is never drawn itself.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let mask = mask()
        return attributed("mask", (mask as? any ShapeStyle)?.styleName ?? ViewNode.displayName(of: mask))
    }

    /// Shows the view only where `mask` is opaque: SwiftUI's older `mask(_:)`, deprecated in iOS 15
    /// for `mask(alignment:_:)` and recorded as it is.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask { mask }
    }
}
