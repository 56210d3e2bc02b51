extension Publisher {
    /// Passes on only the values `isIncluded` accepts: Combine's `filter(_:)`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Transforms every value and passes on the non-`nil` results: Combine's `compactMap(_:)`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}

extension Publisher where Output: Equatable {
    /// Passes on a value only when it differs from the previous one: Combine's `removeDuplicates()`.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Passes on a value only when `predicate` says it is not a duplicate of the previous one:
    /// Combine's `removeDuplicates(by:)`.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// What `filter(_:)` returns.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let isIncluded = self.isIncluded
            return upstream._subscribe(
                _Subscriber(
                    receiveValue: { if isIncluded($0) { subscriber.receive($0) } },
                    receiveCompletion: { subscriber.receive(completion: $0) }))
        }
    }

    /// What `compactMap(_:)` returns.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let transform = self.transform
            return upstream._subscribe(
                _Subscriber(
                    receiveValue: { if let value = transform($0) { subscriber.receive(value) } },
                    receiveCompletion: { subscriber.receive(completion: $0) }))
        }
    }

    /// What `removeDuplicates()` returns: each subscription remembers the last value it passed on.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let predicate = self.predicate
            var previous: Output?
            return upstream._subscribe(
                _Subscriber(
                    receiveValue: { value in
                        if let last = previous, predicate(last, value) { return }
                        previous = value
                        subscriber.receive(value)
                    },
                    receiveCompletion: { subscriber.receive(completion: $0) }))
        }
    }
}
