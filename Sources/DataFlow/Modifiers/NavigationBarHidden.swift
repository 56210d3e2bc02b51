extension View {
    /// Hides the navigation bar while this view is shown in a navigation view or stack: SwiftUI's
    /// `navigationBarHidden(_:)`, deprecated in iOS 16 for `toolbar(.hidden, for: .navigationBar)`,
    /// still used by screens that draw their own bar. Headless there is no bar to hide: it is a
    /// mark, `navigationBarHidden=true`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        attributed("navigationBarHidden", hidden ? "true" : "false")
    }
}
