/// The padding a scene's content gets from its edges: SwiftUI's `ScenePadding`.
public struct ScenePadding: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// The least padding the platform puts around a scene's content.
    public static let minimum = ScenePadding(description: "minimum")
    /// The padding of a navigation bar's content (watchOS).
    public static let navigationBar = ScenePadding(description: "navigationBar")
}

extension View {
    /// Pads the view as the platform pads a scene's content: SwiftUI's `scenePadding(_:edges:)`,
    /// recorded as `scenePadding=minimum`.
    public func scenePadding(_ padding: ScenePadding = .minimum, edges: Edge.Set = .all) -> some View {
        attributed("scenePadding", padding.description)
    }
}
