extension View {
    /// Animates every change to this view, whatever caused it: SwiftUI's `animation(_:)` without a
    /// value (https://developer.apple.com/documentation/swiftui/view/animation(_:)-1hc0p, deprecated
    /// in iOS 15 for `withAnimation` or `animation(_:value:)`; iOS 15 keeps the form for `Equatable`
    /// views, https://developer.apple.com/documentation/swiftui/view/animation(_:)-7mq1i). Shown as
    /// `animation=spring`; no time passes headlessly, so the view shows each change at once.
    public func animation(_ animation: Animation?) -> some View {
        attributed("animation", animation?.description ?? "none")
    }
}
