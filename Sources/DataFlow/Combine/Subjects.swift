import Foundation

/// A publisher you send values through by hand: Combine's `PassthroughSubject`. Like Combine's
/// subjects it may be shared between threads (so it can be a `static let`). It keeps no value:
/// a subscriber gets only what is sent after it subscribed. Seed 001's `PodcastPlayerStore` uses
/// `PassthroughSubject<Void, Never>()` as its `objectWillChange` and calls `send()` before a change.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()

    public init() {}

    /// Sends `value` to every subscriber, synchronously.
    public func send(_ value: Output) {
        subscribers.send(value)
    }

    /// Ends the stream; nothing sent afterwards is delivered.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
        subscribers.add(subscriber)
    }
}

extension PassthroughSubject where Output == Void {
    /// `send()` for a subject of `Void`: "something happened".
    public func send() {
        send(())
    }
}

/// A publisher that holds a current value: Combine's `CurrentValueSubject`. A new subscriber gets
/// the current value at once, then every later one; setting `value` sends it.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    private let lock = NSLock()
    private var storedValue: Output
    private var currentValue: Output {
        get { lock.withLock { storedValue } }
        set { lock.withLock { storedValue = newValue } }
    }

    public init(_ value: Output) {
        storedValue = value
    }

    /// The latest value; setting it sends it to every subscriber.
    public var value: Output {
        get { currentValue }
        set { send(newValue) }
    }

    /// Stores `value` and sends it to every subscriber (ignored once the subject has completed).
    public func send(_ value: Output) {
        guard !subscribers.isCompleted else { return }
        currentValue = value
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
        if subscribers.isCompleted { return subscribers.add(subscriber) }
        let token = subscribers.add(subscriber)
        subscriber.receive(currentValue)
        return token
    }
}

extension CurrentValueSubject where Output == Void {
    public func send() {
        send(())
    }
}

/// A publisher that sends one value and finishes: Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The one value it sends.
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func _subscribe(_ subscriber: _Subscriber<Output, Never>) -> AnyCancellable {
        subscriber.receive(output)
        subscriber.receive(completion: .finished)
        return AnyCancellable {}
    }
}

/// The publisher an `ObservableObject` announces changes with: Combine's
/// `ObservableObjectPublisher`. It sends `Void` *before* the object changes (its name is
/// `objectWillChange`, not "did change"), which is what lets SwiftUI compare before and after.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubscriberList<Void, Never>()

    public init() {}

    /// Announces that the object is about to change.
    public func send() {
        subscribers.send(())
    }

    public func _subscribe(_ subscriber: _Subscriber<Void, Never>) -> AnyCancellable {
        subscribers.add(subscriber)
    }
}
