/// A publisher that sends no value, then finishes at once or never: Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes as soon as it is subscribed to (otherwise it never ends).
    public let completeImmediately: Bool

    /// A publisher that sends nothing and finishes at once unless told not to: Combine's
    /// `init(completeImmediately:)`.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// The same, with the output and failure types spelled out: Combine's
    /// `init(completeImmediately:outputType:failureType:)`.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
        if completeImmediately {
            subscriber.receive(completion: .finished)
        }
        return AnyCancellable { subscriber.cancel() }
    }
}
