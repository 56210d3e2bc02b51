/// Where `contentMargins(_:_:for:)` adds its margins: SwiftUI's `ContentMarginPlacement`, the
/// scroll view's content, its scroll indicators, or both (`automatic`).
public struct ContentMarginPlacement: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ContentMarginPlacement(description: "automatic")
    public static let scrollContent = ContentMarginPlacement(description: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(description: "scrollIndicators")
}

extension View {
    /// Margins around the content of the scroll views inside: SwiftUI's
    /// `contentMargins(_:_:for:)`, recorded as `contentMargins=top+horizontal 20 scrollContent`.
    /// Headless, a scroll view lays out no differently.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        attributed(
            "contentMargins",
            [edges == .all ? nil : edges.description, length.map(Points.text), placement.description]
                .compactMap { $0 }.joined(separator: " "))
    }

    /// The same margins on every edge: SwiftUI's `contentMargins(_:for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Margins given as insets: SwiftUI's `contentMargins(_:_:for:)` with `EdgeInsets`.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        attributed("contentMargins", "\(insets) \(placement)")
    }
}
