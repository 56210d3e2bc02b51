/// How a view reacts when a pointer or an Apple Pencil hovers over it (iPadOS, visionOS):
/// SwiftUI's `HoverEffect`.
public struct HoverEffect: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = HoverEffect(description: "automatic")
    public static let highlight = HoverEffect(description: "highlight")
    public static let lift = HoverEffect(description: "lift")
}

extension View {
    /// The effect the view shows under a hovering pointer: SwiftUI's `hoverEffect(_:isEnabled:)`,
    /// recorded as `hoverEffect=highlight`. Headless there is no pointer.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        attributed("hoverEffect", effect.description)
    }
}
