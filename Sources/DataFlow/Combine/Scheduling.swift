import Foundation

/// Where and when a publisher's values are delivered: Combine's `Scheduler`, as SwiftUI code
/// names it (`DispatchQueue.main`, `RunLoop.main`). DataFlow runs time on the host's simulated
/// clock (see `Timer.publish`), so a delay (`debounce`) passes when the host advances time
/// (`host.advanceTime(by:)`), and never waits for real seconds.
public protocol Scheduler {
    /// Runs `action` on this scheduler soon: at once when already on its thread.
    func _deliver(_ action: @escaping @Sendable () -> Void)
}

extension DispatchQueue: Scheduler {
    /// The main queue delivers on the main actor: at once when already there (where Combine
    /// would wait for the queue's next turn), else on the main queue. Another queue delivers on it.
    public func _deliver(_ action: @escaping @Sendable () -> Void) {
        // Compared by label: on Linux `DispatchQueue.main` may hand out a new object on each read.
        if label == DispatchQueue.main.label, MainActorThread.isCurrent {
            action()
        } else {
            async(execute: action)
        }
    }
}

extension RunLoop: Scheduler {
    /// The main run loop delivers on the main actor, as `DispatchQueue.main` does.
    public func _deliver(_ action: @escaping @Sendable () -> Void) {
        DispatchQueue.main._deliver(action)
    }
}

/// A span of scheduler time: Combine's `SchedulerTimeType.Stride`, written `.seconds(1)`,
/// `.milliseconds(300)` or a number of seconds.
public struct SchedulerTimeStride: Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The span in seconds.
    public let seconds: TimeInterval

    public init(_ seconds: TimeInterval) { self.seconds = seconds }
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = TimeInterval(value) }

    public static func seconds(_ value: Double) -> Self { Self(value) }
    public static func seconds(_ value: Int) -> Self { Self(TimeInterval(value)) }
    public static func milliseconds(_ value: Int) -> Self { Self(TimeInterval(value) / 1000) }
    public static func microseconds(_ value: Int) -> Self { Self(TimeInterval(value) / 1_000_000) }
    public static func nanoseconds(_ value: Int) -> Self { Self(TimeInterval(value) / 1_000_000_000) }
}

extension Publisher {
    /// Delivers values (and the completion) on `scheduler`: Combine's `receive(on:)`, usually
    /// `.receive(on: DispatchQueue.main)` before updating state from background work.
    public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }

    /// Passes on a value only once `dueTime` has passed without a newer one: Combine's
    /// `debounce(for:scheduler:)`, the usual way to search as the user stops typing. Time is the
    /// host's simulated clock: `host.advanceTime(by: 0.3)` lets a 300 ms debounce deliver.
    public func debounce<S: Scheduler>(for dueTime: SchedulerTimeStride, scheduler: S) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }
}

/// A value carried between threads by a scheduler.
struct Delivery<Value>: @unchecked Sendable {
    let value: Value
}

extension Publishers {
    /// What `receive(on:)` returns.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let scheduler = self.scheduler
            let target = Delivery(value: subscriber)
            return upstream._subscribe(
                _Subscriber(
                    receiveValue: { value in
                        let delivery = Delivery(value: value)
                        scheduler._deliver { target.value.receive(delivery.value) }
                    },
                    receiveCompletion: { completion in
                        let delivery = Delivery(value: completion)
                        scheduler._deliver { target.value.receive(completion: delivery.value) }
                    }))
        }
    }

    /// What `debounce(for:scheduler:)` returns: each subscription keeps the latest value and a
    /// one-shot timer on the simulated clock, restarted by every new value.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: SchedulerTimeStride
        public let scheduler: Context

        public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) -> AnyCancellable {
            let clock = SimulatedClock.current
            let pending = PendingTimer()
            let seconds = dueTime.seconds
            let token = upstream._subscribe(
                _Subscriber(
                    receiveValue: { value in
                        pending.restart(on: clock, after: seconds) { subscriber.receive(value) }
                    },
                    receiveCompletion: { completion in
                        pending.cancel(on: clock)
                        subscriber.receive(completion: completion)
                    }))
            return AnyCancellable {
                pending.cancel(on: clock)
                token.cancel()
            }
        }
    }
}

/// The one-shot timer of a debounce.
final class PendingTimer: @unchecked Sendable {
    private let lock = NSLock()
    private var id: Int?

    func restart(on clock: SimulatedClock, after seconds: TimeInterval, fire: @escaping () -> Void) {
        cancel(on: clock)
        let newID = clock.schedule(every: seconds) { [weak self] _ in
            self?.cancel(on: clock)
            fire()
        }
        lock.withLock { id = newID }
    }

    func cancel(on clock: SimulatedClock) {
        let current: Int? = lock.withLock {
            defer { id = nil }
            return id
        }
        if let current { clock.cancel(current) }
    }
}
