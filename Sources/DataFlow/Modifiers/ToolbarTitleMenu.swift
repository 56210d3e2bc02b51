extension View {
    /// A menu people open from the navigation title: SwiftUI's `toolbarTitleMenu(content:)`
    /// (iOS 16). Headless the title is not drawn, so the menu is a mark, `toolbarTitleMenu=true`,
    /// and its content is not on screen.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        attributed("toolbarTitleMenu", "true")
    }
}
