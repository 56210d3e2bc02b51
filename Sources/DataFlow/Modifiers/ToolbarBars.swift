/// A bar that holds toolbar items: SwiftUI's `ToolbarPlacement`, named by `toolbarBackground(_:for:)`,
/// `toolbar(_:for:)` and `toolbarColorScheme(_:for:)`.
public struct ToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ToolbarPlacement(description: "automatic")
    public static let navigationBar = ToolbarPlacement(description: "navigationBar")
    public static let tabBar = ToolbarPlacement(description: "tabBar")
    public static let bottomBar = ToolbarPlacement(description: "bottomBar")
    public static let windowToolbar = ToolbarPlacement(description: "windowToolbar")

    static func names(_ bars: [ToolbarPlacement]) -> String {
        bars.isEmpty ? "automatic" : bars.map(\.description).joined(separator: "+")
    }
}

extension View {
    /// The style behind the bars: SwiftUI's `toolbarBackground(_:for:)`, recorded as
    /// `toolbarBackground=blue for navigationBar`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        attributed("toolbarBackground", "\(style.styleName) for \(ToolbarPlacement.names(bars))")
    }

    /// Whether the bars' background shows: SwiftUI's `toolbarBackground(_:for:)` with a `Visibility`,
    /// recorded as `toolbarBackground=hidden for navigationBar`.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        attributed("toolbarBackground", "\(visibility) for \(ToolbarPlacement.names(bars))")
    }

    /// Whether the bars show: SwiftUI's `toolbar(_:for:)`, recorded as `toolbar=hidden for tabBar`.
    /// Headless the items of a hidden bar are still listed in the tree.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        attributed("toolbar", "\(visibility) for \(ToolbarPlacement.names(bars))")
    }

    /// The colour scheme of the bars: SwiftUI's `toolbarColorScheme(_:for:)`, recorded as
    /// `toolbarColorScheme=dark for navigationBar`.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        attributed(
            "toolbarColorScheme", "\(colorScheme.map { "\($0)" } ?? "automatic") for \(ToolbarPlacement.names(bars))")
    }
}
