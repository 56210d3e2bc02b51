extension Result where Failure == any Error {
    /// The result of an async throwing `body`: `Result { try await client.fetch(count) }`, the
    /// overload TCA adds beside the standard library's synchronous `Result(catching:)`.
    public init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
