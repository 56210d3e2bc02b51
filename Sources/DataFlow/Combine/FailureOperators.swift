extension Publisher {
    /// Turns the failure into another error: Combine's `mapError(_:)`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }

    /// Ends with `output` instead of failing: Combine's `replaceError(with:)`.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}

extension Publisher where Failure == Never {
    /// Gives a publisher that cannot fail the failure type a chain needs: Combine's
    /// `setFailureType(to:)`. Nothing else changes.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publishers {
    /// What `mapError(_:)` returns: the upstream's values, its failure transformed.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let transform = self.transform
            return upstream._subscribe(
                _Subscriber(
                    receiveValue: { subscriber.receive($0) },
                    receiveCompletion: { completion in
                        switch completion {
                        case .finished: subscriber.receive(completion: .finished)
                        case .failure(let error): subscriber.receive(completion: .failure(transform(error)))
                        }
                    }))
        }
    }

    /// What `replaceError(with:)` returns: the upstream's values, then `output` and a normal end
    /// in place of a failure.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output

        public func _subscribe(_ subscriber: _Subscriber<Output, Never>) -> AnyCancellable {
            let output = self.output
            return upstream._subscribe(
                _Subscriber(
                    receiveValue: { subscriber.receive($0) },
                    receiveCompletion: { completion in
                        if case .failure = completion { subscriber.receive(output) }
                        subscriber.receive(completion: .finished)
                    }))
        }
    }

    /// What `setFailureType(to:)` returns: the upstream unchanged, with another failure type.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            upstream._subscribe(
                _Subscriber(
                    receiveValue: { subscriber.receive($0) },
                    receiveCompletion: { _ in subscriber.receive(completion: .finished) }))
        }
    }
}
