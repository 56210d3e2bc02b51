/// A `@Binding` a view received, and where it leads: SwiftUI's "a binding is a getter and a
/// setter to data owned elsewhere" (seed 002), with the owner named. `PlayButton`'s
/// `isPlaying` leads to `PlayerView.isPlaying`; `$episode.isFavorite` leads to a member of it.
public struct BindingSummary: Sendable, Hashable, CustomStringConvertible {
    /// The view's property (`isPlaying` for `@Binding var isPlaying`).
    public let property: String
    /// The source of truth the binding reads and writes, by id; nil for a constant binding or one
    /// made from closures (`Binding(get:set:)`), whose storage the runtime cannot see.
    public let sourceID: String?
    /// The members followed from the source: `["isFavorite"]` for `$episode.isFavorite`.
    public let members: [String]
    /// For `.constant(value)`: the value.
    public let constantValue: String?

    /// Where the binding leads, as the graph labels it: `PlayerView.isPlaying`,
    /// `PlayerView.episode.isFavorite`, `constant true`, `get/set closures`.
    public var target: String {
        if let constantValue { return "constant \(constantValue)" }
        guard let sourceID else { return "get/set closures" }
        return ([sourceID] + members).joined(separator: ".")
    }

    public var description: String { "$\(property) → \(target)" }
}
