import Foundation

extension Timer {
    /// A publisher that sends the current date every `interval` seconds once connected:
    /// Foundation's `Timer.publish(every:tolerance:on:in:)`, usually followed by `.autoconnect()`.
    ///
    /// DataFlow's timers run on a simulated clock that only the host moves: `host.advanceTime(by: 3)`
    /// fires a 1-second timer three times, each firing its own update, and nothing ever waits for
    /// real seconds. Each host has its own clock: a timer connected while a host renders or acts
    /// (an `onReceive`, a `@StateObject` created for a view) runs on that host's clock; one connected
    /// outside any host runs on a shared clock that every host's `advanceTime` moves too.
    /// The run loop and mode are accepted as SwiftUI code writes them (`.main`, `.common`).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil,
        on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// What `Timer.publish(every:on:in:)` returns: Foundation's `Timer.TimerPublisher`.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        /// Seconds between firings.
        public let interval: TimeInterval
        private let subscribers = SubscriberList<Date, Never>()

        init(interval: TimeInterval) {
            self.interval = interval
        }

        public func _subscribe(_ subscriber: _Subscriber<Date, Never>) -> AnyCancellable {
            subscribers.add(subscriber)
        }

        /// Starts firing every `interval` seconds of simulated time.
        public func connect() -> any Cancellable {
            let clock = SimulatedClock.current
            let id = clock.schedule(every: interval) { [weak self] date in
                self?.subscribers.send(date)
            }
            return AnyCancellable { clock.cancel(id) }
        }
    }
}

/// The clock DataFlow's timers run on. Time stands still until a host advances it; then every
/// timer due fires, in time order.
final class SimulatedClock: @unchecked Sendable {
    /// The clock of timers connected outside any host.
    static let shared = SimulatedClock()

    /// The clock of the host at work on the main actor, else the shared one.
    static var current: SimulatedClock {
        guard MainActorThread.isCurrent else { return shared }
        return MainActor.assumeIsolated { GraphEngine.active?.clock } ?? shared
    }

    private struct ScheduledTimer {
        let id: Int
        let interval: TimeInterval
        var nextFire: TimeInterval
        let fire: (Date) -> Void
    }

    private let lock = NSLock()
    private let start = Date()
    private var elapsed: TimeInterval = 0
    private var timers: [ScheduledTimer] = []
    private var nextID = 0

    /// The simulated current date.
    var now: Date {
        lock.withLock { start.addingTimeInterval(elapsed) }
    }

    func schedule(every interval: TimeInterval, fire: @escaping (Date) -> Void) -> Int {
        lock.withLock {
            nextID += 1
            timers.append(
                ScheduledTimer(
                    id: nextID, interval: max(interval, 0.001), nextFire: elapsed + max(interval, 0.001), fire: fire))
            return nextID
        }
    }

    func cancel(_ id: Int) {
        lock.withLock { timers.removeAll { $0.id == id } }
    }

    /// Moves time forward by `seconds`, calling `fire` for each timer firing due, in time order.
    func advance(by seconds: TimeInterval, fire: (_ at: TimeInterval, _ firing: () -> Void) -> Void) {
        let end = lock.withLock { elapsed + max(seconds, 0) }
        while true {
            let due: ScheduledTimer? = lock.withLock {
                guard
                    let index = timers.indices.filter({ timers[$0].nextFire <= end + 1e-9 })
                        .min(by: { timers[$0].nextFire < timers[$1].nextFire })
                else { return nil }
                let timer = timers[index]
                timers[index].nextFire += timer.interval
                elapsed = max(elapsed, timer.nextFire)
                return timer
            }
            guard let due else { break }
            let date = start.addingTimeInterval(due.nextFire)
            fire(due.nextFire) { due.fire(date) }
        }
        lock.withLock { elapsed = end }
    }
}
