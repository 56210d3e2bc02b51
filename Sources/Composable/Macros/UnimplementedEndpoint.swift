/// The error an unimplemented endpoint of a `@DependencyClient` throws after reporting that it was
/// called: a test that did not give the endpoint an implementation fails, naming it.
public struct UnimplementedEndpoint: Error, CustomStringConvertible {
    /// The endpoint, `Client.endpoint`.
    public let endpoint: String

    public init(_ endpoint: String) {
        self.endpoint = endpoint
    }

    public var description: String { "Unimplemented: \(endpoint)" }
}
