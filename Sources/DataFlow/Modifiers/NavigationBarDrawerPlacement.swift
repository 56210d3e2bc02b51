extension SearchFieldPlacement {
    /// Whether a search field in the navigation bar's drawer is always shown or hides as the
    /// content scrolls: SwiftUI's `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let name: String

        /// Shown or hidden as the system decides (it hides as the content scrolls on iOS).
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }

    /// The search field in a drawer below the navigation bar, shown as `displayMode` says:
    /// SwiftUI's `navigationBarDrawer(displayMode:)`. Headless, as every placement, the field is
    /// shown above the content it searches, always.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode.name))")
    }
}
