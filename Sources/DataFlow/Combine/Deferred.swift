/// A publisher that makes its publisher only when subscribed to, anew for each subscriber:
/// Combine's `Deferred`, as code delays a `Future`'s work until someone subscribes
/// (`Deferred { Future { promise in … } }`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher a subscriber gets: Combine's `createPublisher`.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher made by `createPublisher` for each subscriber: Combine's `init(createPublisher:)`.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
        createPublisher()._subscribe(subscriber)
    }
}
