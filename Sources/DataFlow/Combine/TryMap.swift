extension Publisher {
    /// Transforms every value with a closure that may throw: Combine's `tryMap(_:)`. A thrown
    /// error ends the stream with that error (the failure type becomes `any Error`).
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// What `tryMap(_:)` returns: the upstream's values transformed, or the first error thrown.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let transform = self.transform
            var upstreamToken: AnyCancellable?
            let token = upstream._subscribe(
                _Subscriber(
                    receiveValue: { value in
                        do {
                            subscriber.receive(try transform(value))
                        } catch {
                            subscriber.receive(completion: .failure(error))
                            upstreamToken?.cancel()
                        }
                    },
                    receiveCompletion: { completion in
                        switch completion {
                        case .finished: subscriber.receive(completion: .finished)
                        case .failure(let error): subscriber.receive(completion: .failure(error))
                        }
                    }))
            upstreamToken = token
            return token
        }
    }
}
