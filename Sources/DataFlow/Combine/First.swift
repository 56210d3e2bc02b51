extension Publisher {
    /// Sends the first value, then finishes and cancels the upstream: Combine's `first()`.
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }
}

extension Publishers {
    /// What `first()` returns: the upstream's first value, then the end.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            var upstreamToken: AnyCancellable?
            var isDone = false
            let token = upstream._subscribe(
                _Subscriber(
                    receiveValue: { value in
                        guard !isDone else { return }
                        isDone = true
                        subscriber.receive(value)
                        subscriber.receive(completion: .finished)
                        upstreamToken?.cancel()
                    },
                    receiveCompletion: { subscriber.receive(completion: $0) }))
            upstreamToken = token
            if isDone { token.cancel() }
            return token
        }
    }
}
