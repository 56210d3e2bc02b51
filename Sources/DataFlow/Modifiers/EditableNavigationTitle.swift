extension View {
    /// A title the person can rename (from the navigation bar's title menu): SwiftUI's
    /// `navigationTitle(_:)` taking a `Binding<String>`. The title shows the binding's value
    /// (`navigationTitle=Trip`), marked `navigationTitleEditable=true`; a test renames it by
    /// writing the binding, as the title menu's rename does.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        attributed("navigationTitle", title.wrappedValue).attributed("navigationTitleEditable", "true")
    }
}
