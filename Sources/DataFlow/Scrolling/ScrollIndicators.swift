/// Whether a scroll view shows its scroll indicators: SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ScrollIndicatorVisibility(description: "automatic")
    public static let visible = ScrollIndicatorVisibility(description: "visible")
    public static let hidden = ScrollIndicatorVisibility(description: "hidden")
    public static let never = ScrollIndicatorVisibility(description: "never")
}

extension View {
    /// Shows or hides the scroll indicators of the scroll views inside: SwiftUI's
    /// `scrollIndicators(_:axes:)`, recorded as `scrollIndicators=hidden`. Headless there are none.
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    )
        -> some View
    {
        attributed("scrollIndicators", visibility.description)
    }
}
