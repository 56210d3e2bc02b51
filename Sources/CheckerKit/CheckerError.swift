/// A problem that stops the checker before it can judge anything (no compiler, no runtime build,
/// an unknown exercise id), explained with what to do about it.
public struct CheckerError: Error, CustomStringConvertible, Sendable {
    /// The explanation and the next step.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
