import Foundation

/// Something that can be cancelled: Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

extension AnyCancellable: Cancellable {}

/// A publisher that sends nothing until it is connected: Combine's `ConnectablePublisher`, which
/// `Timer.publish(every:on:in:)` returns. `autoconnect()` connects it when the first subscriber
/// arrives and disconnects it when the last one leaves.
public protocol ConnectablePublisher: Publisher {
    /// Starts publishing; cancel the result to stop.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscription: Combine's `autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// What `autoconnect()` returns.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let lock = NSLock()
        private var connection: (any Cancellable)?
        private var subscriberCount = 0

        init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let token = upstream._subscribe(subscriber)
            let shouldConnect = lock.withLock {
                subscriberCount += 1
                return subscriberCount == 1
            }
            if shouldConnect {
                let connection = upstream.connect()
                lock.withLock { self.connection = connection }
            }
            // The subscription keeps the publisher (and so its connection) alive, as in Combine.
            return AnyCancellable {
                token.cancel()
                let ended: (any Cancellable)? = self.lock.withLock {
                    self.subscriberCount -= 1
                    guard self.subscriberCount == 0 else { return nil }
                    defer { self.connection = nil }
                    return self.connection
                }
                ended?.cancel()
            }
        }
    }
}
