extension Publisher {
    /// Sends the value at `keyPath` of every value: Combine's `map(_:)` with a key path
    /// (`publisher.map(\.data)`, or a key path held in a variable).
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }
}

extension Publishers {
    /// What `map(_:)` with a key path returns: the upstream's values, each read at the key path.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let keyPath: KeyPath<Upstream.Output, Output>

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let keyPath = self.keyPath
            return upstream._subscribe(
                _Subscriber(
                    receiveValue: { subscriber.receive($0[keyPath: keyPath]) },
                    receiveCompletion: { subscriber.receive(completion: $0) }))
        }
    }
}
