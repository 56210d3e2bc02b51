/// How a `TabView` shows its tabs: SwiftUI's `TabViewStyle` (`.page` for swiping between pages,
/// `.sidebarAdaptable` for a tab bar that becomes a sidebar, iOS 18), set with `tabViewStyle(_:)`
/// and shown as `tabViewStyle=page`. Headless every style lists the tabs the same way, and a test
/// selects a tab as with the default style.
public protocol TabViewStyle: Sendable {
    /// The name the rendered tree shows.
    var name: String { get }
}

/// One of SwiftUI's built-in tab view styles (`DefaultTabViewStyle`, `PageTabViewStyle`...), told
/// apart by name.
public struct BuiltInTabViewStyle: TabViewStyle {
    public let name: String
}

/// When a page-style tab view shows its page dots: SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
public struct PageIndexDisplayMode: Sendable {
    let name: String
    public static let automatic = PageIndexDisplayMode(name: "automatic")
    public static let always = PageIndexDisplayMode(name: "always")
    public static let never = PageIndexDisplayMode(name: "never")
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == BuiltInTabViewStyle {
    public static var sidebarAdaptable: BuiltInTabViewStyle { BuiltInTabViewStyle(name: "sidebarAdaptable") }
    public static var tabBarOnly: BuiltInTabViewStyle { BuiltInTabViewStyle(name: "tabBarOnly") }
}

extension View {
    /// The style of the tab views inside: SwiftUI's `tabViewStyle(_:)`.
    public func tabViewStyle(_ style: some TabViewStyle) -> some View {
        attributed("tabViewStyle", style.name)
    }
}
