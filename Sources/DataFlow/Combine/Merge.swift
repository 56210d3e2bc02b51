extension Publisher {
    /// Passes on the values of both publishers as they come: Combine's `merge(with:)`.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(a: self, b: other)
    }

    /// Sends `values` first, then the upstream's: Combine's `prepend(_:)`.
    public func prepend(_ values: Output...) -> Publishers.Merge<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Merge(a: Publishers.Sequence(sequence: values), b: self)
    }
}

extension Publishers {
    /// What `merge(with:)` returns: it finishes when both have finished.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let latest = LatestValues<Failure>(count: 2)
            let forward: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion {
                    subscriber.receive(completion: completion)
                } else if latest.finish() {
                    subscriber.receive(completion: completion)
                }
            }
            let first = a._subscribe(
                _Subscriber(receiveValue: { subscriber.receive($0) }, receiveCompletion: forward))
            let second = b._subscribe(
                _Subscriber(receiveValue: { subscriber.receive($0) }, receiveCompletion: forward))
            return AnyCancellable {
                first.cancel()
                second.cancel()
            }
        }
    }

    /// A publisher of a sequence's elements, then finished: Combine's `Publishers.Sequence`
    /// (`[1, 2, 3].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            for value in sequence { subscriber.receive(value) }
            subscriber.receive(completion: .finished)
            return AnyCancellable {}
        }
    }
}

extension Sequence {
    /// The sequence's elements as a publisher: Combine's `publisher`.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
