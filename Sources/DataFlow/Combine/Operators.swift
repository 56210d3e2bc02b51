extension Publisher {
    /// Attaches a subscriber that runs closures for each value and for the completion:
    /// Combine's `sink(receiveCompletion:receiveValue:)`. Keep the token, or the subscription ends.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _subscribe(_Subscriber(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
    }

    /// Transforms every value: Combine's `map(_:)`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Skips the first `count` values: Combine's `dropFirst(_:)`, often used to skip the current
    /// value a `@Published` publisher sends on subscribe.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Hides the publisher's concrete type: Combine's `eraseToAnyPublisher()`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Failure == Never {
    /// Runs `receiveValue` for each value of a publisher that cannot fail: Combine's `sink(receiveValue:)`.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes every value into `object[keyPath: keyPath]`: Combine's `assign(to:on:)`. The token
    /// keeps `object` alive, as in Combine.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { value in object[keyPath: keyPath] = value }
    }

    /// Republishes every value through a `@Published` property: Combine's `assign(to: &$value)`.
    /// The subscription lives as long as that property's object; no token to keep.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let token = sink { [weak storage] value in storage?.set(value) }
        storage.keepAlive(token)
    }
}

extension Publishers {
    /// What `map(_:)` returns: the upstream's values, transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let transform = self.transform
            return upstream._subscribe(
                _Subscriber(
                    receiveValue: { subscriber.receive(transform($0)) },
                    receiveCompletion: { subscriber.receive(completion: $0) }
                ))
        }
    }
}

extension Publishers {
    /// What `dropFirst(_:)` returns: the upstream's values after the first `count`.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            var remaining = count
            return upstream._subscribe(
                _Subscriber(
                    receiveValue: { value in
                        if remaining > 0 { remaining -= 1 } else { subscriber.receive(value) }
                    },
                    receiveCompletion: { subscriber.receive(completion: $0) }
                ))
        }
    }
}

/// A publisher whose concrete type is hidden: Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (_Subscriber<Output, Failure>) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher._subscribe
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
        subscribe(subscriber)
    }
}
