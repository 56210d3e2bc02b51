/// How a view uses a source of truth it does not merely own: it reads it (its body, or a control
/// in its body, depends on it), holds it in a property wrapper that observes it, or puts it in the
/// environment for the views inside. Seed 001: "reading data creates a dependency".
public struct SourceUse: Sendable, Hashable, CustomStringConvertible {
    /// The source, by its id in the graph.
    public let sourceID: String
    /// What connects the view to the source: `body` (the body read it), a control that shows it
    /// (`Toggle`, `TextField`), a property wrapper (`@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`, `@Environment`, `@Bindable`), `let` for an object held in a plain
    /// property, or the modifier that provides it (`.environmentObject`, `.environment`).
    public let through: String
    /// The property of the view involved, when there is one (`store`).
    public let property: String?

    /// A use of `sourceID` through `through` (and `property`), to compare with a graph's.
    public init(sourceID: String, through: String, property: String?) {
        self.sourceID = sourceID
        self.through = through
        self.property = property
    }

    public var description: String {
        let property = self.property.map { " \($0)" } ?? ""
        return "\(sourceID) through \(through)\(property)"
    }
}
