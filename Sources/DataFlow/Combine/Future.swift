import Foundation

/// A publisher that eventually sends one value and finishes, or fails: Combine's `Future`, as
/// code wraps a completion-handler API (`Future { promise in load { promise(.success($0)) } }`).
/// As in Combine, the closure runs once, at once, when the future is made (not when it is
/// subscribed to), and every subscriber, early or late, gets the one result.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// What the closure calls with the result: Combine's `Future.Promise`.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private let subscribers = SubscriberList<Output, Failure>()

    /// Runs `attemptToFulfill` now, with the promise that settles the future: Combine's `init(_:)`.
    /// Only the first call of the promise counts.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let isFirst: Bool = lock.withLock {
            guard self.result == nil else { return false }
            self.result = result
            return true
        }
        guard isFirst else { return }
        switch result {
        case .success(let value):
            subscribers.send(value)
            subscribers.send(completion: .finished)
        case .failure(let error):
            subscribers.send(completion: .failure(error))
        }
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
        switch lock.withLock({ result }) {
        case .success(let value)?:
            subscriber.receive(value)
            subscriber.receive(completion: .finished)
            return AnyCancellable {}
        case .failure(let error)?:
            subscriber.receive(completion: .failure(error))
            return AnyCancellable {}
        case nil:
            return subscribers.add(subscriber)
        }
    }
}
