/// A publisher's values as an asynchronous sequence: Combine's `AsyncPublisher`, what
/// `publisher.values` returns, for `for await value in subject.values { ... }` in a `.task`.
///
/// The sequence subscribes when iteration starts and cancels the subscription when the iterating
/// task ends or is cancelled. Combine asks for one value at a time, so a subject's values sent
/// while the loop body runs are dropped there; DataFlow keeps them in order instead (an
/// unbounded buffer), so that a test sending several values sees each one.
public struct AsyncPublisher<Upstream: Publisher>: AsyncSequence where Upstream.Failure == Never {
    public typealias Element = Upstream.Output
    let upstream: Upstream

    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncStream<Delivery<Element>>.makeStream()
        let token = upstream.sink(
            receiveCompletion: { _ in continuation.finish() },
            receiveValue: { continuation.yield(Delivery(value: $0)) })
        let holder = SubscriptionHolder(token)
        continuation.onTermination = { _ in holder.cancel() }
        return Iterator(inner: stream.makeAsyncIterator(), holder: holder)
    }

    /// Iterates the values: Combine's `AsyncPublisher.Iterator`.
    public struct Iterator: AsyncIteratorProtocol {
        var inner: AsyncStream<Delivery<Element>>.Iterator
        let holder: SubscriptionHolder

        public mutating func next() async -> Element? {
            await inner.next()?.value
        }
    }
}

/// A failing publisher's values as a throwing asynchronous sequence: Combine's `AsyncThrowingPublisher`.
public struct AsyncThrowingPublisher<Upstream: Publisher>: AsyncSequence {
    public typealias Element = Upstream.Output
    let upstream: Upstream

    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncThrowingStream<Delivery<Element>, any Error>.makeStream()
        let token = upstream.sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    continuation.finish(throwing: error)
                } else {
                    continuation.finish()
                }
            },
            receiveValue: { continuation.yield(Delivery(value: $0)) })
        let holder = SubscriptionHolder(token)
        continuation.onTermination = { _ in holder.cancel() }
        return Iterator(inner: stream.makeAsyncIterator(), holder: holder)
    }

    /// Iterates the values, throwing the publisher's failure.
    public struct Iterator: AsyncIteratorProtocol {
        var inner: AsyncThrowingStream<Delivery<Element>, any Error>.Iterator
        let holder: SubscriptionHolder

        public mutating func next() async throws -> Element? {
            try await inner.next()?.value
        }
    }
}

/// Keeps a subscription for as long as an iterator lives; cancels it when the iteration ends.
public final class SubscriptionHolder: @unchecked Sendable {
    private var token: AnyCancellable?

    init(_ token: AnyCancellable) {
        self.token = token
    }

    func cancel() {
        token?.cancel()
    }
}

extension Publisher where Failure == Never {
    /// The publisher's values as an `AsyncSequence`: Combine's `values`.
    public var values: AsyncPublisher<Self> { AsyncPublisher(upstream: self) }
}

extension Publisher {
    /// The publisher's values as a throwing `AsyncSequence`: Combine's `values`.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(upstream: self) }
}
