extension ViewHost {
    /// Mounts an app as it starts: its first window's content, below the app and the window in
    /// the rendered tree. The app's `@State` lives in the host, and changing it evaluates the
    /// app's body again, as in SwiftUI.
    ///
    ///     let host = ViewHost(app: PodcastApp())
    ///     #expect(host.texts == ["Episodes"])
    public convenience init<AppType: App>(app: AppType) {
        self.init(AppRootView(app: app))
    }
}
