/// What the system draws over an app: the status bar (SwiftUI's `statusBarHidden(_:)` and
/// `statusBar(hidden:)`) and the home indicator and similar overlays (SwiftUI's
/// `persistentSystemOverlays(_:)`). Headless, there is no system chrome, so each is recorded on the
/// view (`statusBarHidden=true`, `persistentSystemOverlays=hidden`).
extension View {
    /// Hides or shows the status bar: SwiftUI's `statusBarHidden(_:)`.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        attributed("statusBarHidden", String(hidden))
    }

    /// Hides or shows the status bar: SwiftUI's `statusBar(hidden:)`, deprecated in favour of
    /// `statusBarHidden(_:)`.
    public func statusBar(hidden: Bool) -> some View {
        statusBarHidden(hidden)
    }

    /// Hides or shows the home indicator and other system overlays: SwiftUI's
    /// `persistentSystemOverlays(_:)`.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        attributed("persistentSystemOverlays", "\(visibility)")
    }
}
