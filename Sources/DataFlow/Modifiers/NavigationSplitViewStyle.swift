/// How a `NavigationSplitView` sizes its detail column when the leading columns show: SwiftUI's
/// `NavigationSplitViewStyle` (https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle),
/// set with `navigationSplitViewStyle(_:)`. Headless there are no column widths to adjust: the
/// style is recorded on the view (`navigationSplitViewStyle=balanced`) and changes nothing else.
@MainActor
@preconcurrency
public protocol NavigationSplitViewStyle {}

/// The platform's own choice: SwiftUI's `AutomaticNavigationSplitViewStyle` (`.automatic`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "automatic" }
}

/// The detail column shrinks to make room for the leading columns: SwiftUI's
/// `BalancedNavigationSplitViewStyle` (`.balanced`).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "balanced" }
}

/// The detail column keeps its size while the leading columns show and hide: SwiftUI's
/// `ProminentDetailNavigationSplitViewStyle` (`.prominentDetail`).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, NamedControlStyle {
    public init() {}
    nonisolated var styleName: String { "prominentDetail" }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// `.navigationSplitViewStyle(.automatic)`.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// `.navigationSplitViewStyle(.balanced)`.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// `.navigationSplitViewStyle(.prominentDetail)`.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension View {
    /// The style of the navigation split views inside: SwiftUI's `navigationSplitViewStyle(_:)`,
    /// recorded as `navigationSplitViewStyle=balanced` (a custom style by its type's name).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        attributed("navigationSplitViewStyle", ControlStyleName.of(style))
    }
}
