/// Tab views that swipe between pages: SwiftUI's `PageTabViewStyle`, written
/// `.tabViewStyle(PageTabViewStyle())` or `.tabViewStyle(.page)`, shown as `tabViewStyle=page`
/// (`page(never)` with the dots hidden). Headless a test selects a page as it selects a tab.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show: SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public typealias IndexDisplayMode = PageIndexDisplayMode

    let indexDisplayMode: IndexDisplayMode

    /// A page style: SwiftUI's `init(indexDisplayMode:)`, with the dots shown automatically.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var name: String { indexDisplayMode.name == "automatic" ? "page" : "page(\(indexDisplayMode.name))" }
}

/// The platform's tab bar: SwiftUI's `DefaultTabViewStyle`, `.tabViewStyle(.automatic)`.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}

    public var name: String { "automatic" }
}
