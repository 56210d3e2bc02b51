import Foundation

extension Publisher {
    /// Subscribes to the upstream on `scheduler`: Combine's `subscribe(on:)`, as code moves a
    /// network request's start off the main thread
    /// (`.subscribe(on: DispatchQueue.global(qos: .background))`). Values then arrive wherever the
    /// upstream sends them; `receive(on:)` says where they are delivered.
    public func subscribe<S: Scheduler>(on scheduler: S) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler)
    }
}

extension Publishers {
    /// What `subscribe(on:)` returns: the upstream, subscribed to on the scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let upstream = self.upstream
            let start = Delivery<() -> AnyCancellable>(value: { upstream._subscribe(subscriber) })
            let token = SubscriptionToken()
            scheduler._deliver { token.hold(start.value()) }
            return AnyCancellable {
                token.cancel()
                subscriber.cancel()
            }
        }
    }
}

/// The upstream's token of a subscription made later, on a scheduler: cancelling before it is
/// made cancels it as soon as it is.
final class SubscriptionToken: @unchecked Sendable {
    private let lock = NSLock()
    private var token: AnyCancellable?
    private var isCancelled = false

    func hold(_ token: AnyCancellable) {
        let cancelled: Bool = lock.withLock {
            if !isCancelled { self.token = token }
            return isCancelled
        }
        if cancelled { token.cancel() }
    }

    func cancel() {
        let token: AnyCancellable? = lock.withLock {
            isCancelled = true
            defer { self.token = nil }
            return self.token
        }
        token?.cancel()
    }
}
