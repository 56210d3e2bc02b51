/// One mounted view (a view with a `body`) and its part in the data flow: the sources of truth
/// it owns, those it reads or observes, the bindings it was given and what it provides to the
/// views inside it through the environment.
public struct ViewDataFlow: Sendable, Identifiable, CustomStringConvertible {
    /// The view's type name, numbered when the type appears more than once: `Row`, `Row 2`.
    public let id: String
    /// The view's type name: `PlayButton`.
    public let name: String
    /// The nearest enclosing view with a body, by id; nil for the mounted root.
    public let parentID: String?
    /// The sources this view owns (`@State`, `@StateObject`), by id.
    public internal(set) var owns: [String] = []
    /// The sources this view reads or observes.
    public internal(set) var reads: [SourceUse] = []
    /// The bindings this view received.
    public internal(set) var bindings: [BindingSummary] = []
    /// The sources this view puts in the environment of the views inside it (`.environmentObject`,
    /// `.environment`) that a view inside reads: a value set that nobody reads is not listed.
    public internal(set) var provides: [SourceUse] = []

    public var description: String {
        var lines = [id + (parentID.map { " (in \($0))" } ?? "")]
        lines += owns.map { "  owns \($0)" }
        lines += reads.map { "  reads \($0)" }
        lines += bindings.map { "  binding \($0)" }
        lines += provides.map { "  provides \($0)" }
        return lines.joined(separator: "\n")
    }
}
