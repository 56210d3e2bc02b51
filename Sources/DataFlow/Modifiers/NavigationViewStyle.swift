/// How a `NavigationView` arranges its columns: SwiftUI's `NavigationViewStyle` (deprecated with
/// `NavigationView`). Headless there are no columns to arrange: the style is recorded on the view
/// (`navigationViewStyle=stack`) and changes nothing else.
public protocol NavigationViewStyle: Sendable {
    /// The name shown in the rendered tree.
    var styleName: String { get }
}

/// One view at a time, pushed as a stack: SwiftUI's `StackNavigationViewStyle` (`.stack`).
public struct StackNavigationViewStyle: NavigationViewStyle {
    public var styleName: String { "stack" }
    public init() {}
}

/// A sidebar column beside the content: SwiftUI's `DoubleColumnNavigationViewStyle` (`.columns`).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public var styleName: String { "columns" }
    public init() {}
}

/// The platform's own choice: SwiftUI's `DefaultNavigationViewStyle` (`.automatic`).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public var styleName: String { "automatic" }
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// `.navigationViewStyle(.stack)`.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// `.navigationViewStyle(.columns)`.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// `.navigationViewStyle(.automatic)`.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// The style of the navigation views inside: SwiftUI's `navigationViewStyle(_:)`, recorded as
    /// `navigationViewStyle=stack`.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        attributed("navigationViewStyle", style.styleName)
    }
}
