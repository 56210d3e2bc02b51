/// One update of a mounted tree: what caused it, which sources of truth changed, and which bodies
/// were evaluated, in order. Seed 001's "anatomy of an update", recorded so you can read it.
public struct ViewUpdate: Sendable, CustomStringConvertible {
    /// What started the update: "mount", "tap Button \"+\"", "type \"A\" into TextField"...
    public let cause: String
    /// The state changes this update reacted to.
    public internal(set) var changes: [StateChange]
    /// The type names of the views whose body was evaluated, in evaluation order.
    public internal(set) var evaluatedBodies: [String] = []
    /// The runtime warnings raised during the update, as SwiftUI would print them.
    public internal(set) var warnings: [RuntimeWarning] = []

    init(cause: String, changes: [StateChange]) {
        self.cause = cause
        self.changes = changes
    }

    public var description: String {
        var lines = ["update: \(cause)"]
        lines += changes.map { "  changed \($0)" }
        lines.append(
            "  bodies evaluated: " + (evaluatedBodies.isEmpty ? "none" : evaluatedBodies.joined(separator: ", ")))
        lines += warnings.map { "  warning: \($0)" }
        return lines.joined(separator: "\n")
    }
}
