/// A publisher that ends at once with an error and sends no value: Combine's `Fail`, as a
/// function that returns `AnyPublisher` gives up early
/// (`return Fail(error: APIError.invalidURL).eraseToAnyPublisher()`).
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it ends with.
    public let error: Failure

    /// A publisher that fails with `error`: Combine's `init(error:)`.
    public init(error: Failure) {
        self.error = error
    }

    /// The same, with the output type spelled out: Combine's `init(outputType:failure:)`.
    public init(outputType: Output.Type, failure: Failure) {
        self.error = failure
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
        subscriber.receive(completion: .failure(error))
        return AnyCancellable {}
    }
}
