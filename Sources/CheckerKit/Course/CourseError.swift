/// Why a course could not be loaded, in words a course author can act on.
public struct CourseError: Error, CustomStringConvertible, Sendable {
    /// The explanation, naming the file at fault.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
