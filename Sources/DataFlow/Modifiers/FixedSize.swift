extension View {
    /// Fixes the view at its ideal size in both directions: SwiftUI's `fixedSize()`
    /// (https://developer.apple.com/documentation/swiftui/view/fixedsize()). Headless there is no
    /// layout, so it is a mark, `fixedSize=horizontal vertical`.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes the view at its ideal size in the directions asked for: SwiftUI's
    /// `fixedSize(horizontal:vertical:)`, shown as `fixedSize=vertical` (or `horizontal`, or both);
    /// with neither, the view is left as it is, with no mark.
    @ViewBuilder
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        let axes = [horizontal ? "horizontal" : nil, vertical ? "vertical" : nil].compactMap(\.self)
        if axes.isEmpty {
            self
        } else {
            attributed("fixedSize", axes.joined(separator: " "))
        }
    }
}
