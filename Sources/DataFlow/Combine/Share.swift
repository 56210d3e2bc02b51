import Foundation

extension Publisher {
    /// Shares one subscription to the upstream among all subscribers: Combine's `share()`. The
    /// upstream is subscribed to when the first subscriber arrives; later subscribers get only
    /// what it sends after they arrived, as with Combine's `multicast(subject:)` of a
    /// `PassthroughSubject` connected automatically, which is what Combine's page says `share()` is.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}

extension Publishers {
    /// What `share()` returns: a class, so that every subscriber reaches the same subscription.
    public final class Share<Upstream: Publisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private let lock = NSLock()
        private var connection: AnyCancellable?
        private var isConnected = false

        init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let token = subject._subscribe(subscriber)
            let connects: Bool = lock.withLock {
                defer { isConnected = true }
                return !isConnected
            }
            if connects {
                let subject = self.subject
                let connection = upstream._subscribe(
                    _Subscriber(
                        receiveValue: { subject.send($0) }, receiveCompletion: { subject.send(completion: $0) }))
                lock.withLock { self.connection = connection }
            }
            return token
        }
    }
}
