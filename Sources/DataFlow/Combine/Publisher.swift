import Foundation

/// A type that delivers a sequence of values over time, then perhaps a completion: Combine's
/// `Publisher`. DataFlow has only the part of Combine that SwiftUI code uses every day (subjects,
/// `Just`, `map`, `sink`, `assign`, `@Published`'s `$value`, timers), with Combine's names, so that
/// `import Combine` in a seed becomes `import DataFlow` and nothing else changes.
///
/// As in Combine, values are delivered synchronously, on the thread that sends them, in the order
/// they are sent; a subscriber gets nothing after a completion or after it is cancelled.
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of error this publisher might publish (`Never` when it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`; the returned token detaches it when cancelled or released.
    /// You call `sink` or `assign` instead; this is DataFlow's stand-in for Combine's
    /// `receive(subscriber:)`.
    func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable
}

/// Namespace for Combine's subscriber types: `Subscribers.Completion`.
public enum Subscribers {
    /// How a publisher ended: Combine's `Subscribers.Completion`.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

/// Namespace for Combine's operator types: `Publishers.Map`, `Publishers.Autoconnect`.
public enum Publishers {}

/// One subscriber attached to a publisher: the closures `sink` was given. Once it has received a
/// completion or been cancelled, it ignores everything. Public only because `Publisher` names it.
public final class _Subscriber<Output, Failure: Error> {
    private let receiveValue: (Output) -> Void
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private(set) var isActive = true

    init(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    func receive(_ value: Output) {
        guard isActive else { return }
        receiveValue(value)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard isActive else { return }
        isActive = false
        receiveCompletion(completion)
    }

    func cancel() {
        isActive = false
    }
}

/// The subscribers of a subject or a `@Published` property, and what it sends them. Like
/// Combine's subjects it may be used from several threads: the list is guarded by a lock, and
/// values are delivered outside it, so a subscriber may subscribe or send again while receiving.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [_Subscriber<Output, Failure>] = []
    private var finalCompletion: Subscribers.Completion<Failure>?

    var completion: Subscribers.Completion<Failure>? { lock.withLock { finalCompletion } }
    var isCompleted: Bool { completion != nil }

    func add(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
        let completion: Subscribers.Completion<Failure>? = lock.withLock {
            if let finalCompletion { return finalCompletion }
            subscribers.append(subscriber)
            return nil
        }
        if let completion {
            // A subject that has finished tells late subscribers at once, as Combine's subjects do.
            subscriber.receive(completion: completion)
            return AnyCancellable {}
        }
        return AnyCancellable { [weak self, weak subscriber] in
            subscriber?.cancel()
            guard let self else { return }
            self.lock.withLock { self.subscribers.removeAll { $0 === subscriber || !$0.isActive } }
        }
    }

    func send(_ value: Output) {
        // Send to the subscribers attached now; one that subscribes while receiving waits for the next value.
        let current: [_Subscriber<Output, Failure>] = lock.withLock { finalCompletion == nil ? subscribers : [] }
        for subscriber in current where subscriber.isActive {
            subscriber.receive(value)
        }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        let finished: [_Subscriber<Output, Failure>] = lock.withLock {
            guard finalCompletion == nil else { return [] }
            finalCompletion = completion
            defer { subscribers.removeAll() }
            return subscribers
        }
        for subscriber in finished {
            subscriber.receive(completion: completion)
        }
    }
}
