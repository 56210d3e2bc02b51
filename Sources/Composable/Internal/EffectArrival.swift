import Foundation

/// Something that counts the effects on their way to it: a `TestClock` counts the effects started
/// with it among their dependencies that have neither slept on it yet nor finished.
protocol EffectArrivalCounting: AnyObject, Sendable {
    /// One more effect is on its way: just started, or just woken from a sleep.
    func effectSetOff()
    /// An effect on its way arrived: it sleeps on the clock, or it finished.
    func effectArrived()
}

/// One effect's journey to one test clock. An effect is "on its way" from the moment its store
/// starts it until it sleeps on the clock or finishes, and again from each wake until its next
/// sleep; `TestClock.advance` waits for the effects on their way (up to a limit) before it moves
/// time, so a timer that has not reached its first sleep yet on a busy machine is not skipped.
/// swift-clocks' `TestClock` yields a fixed number of times instead and TCA's `TestStore` runs
/// effects serially on the main thread to make that reliable (its `useMainSerialExecutor`);
/// this runtime cannot swap the executor, so it counts arrivals.
final class EffectArrival: @unchecked Sendable {
    /// The arrivals of the effect the current task runs (child tasks inherit them).
    @TaskLocal static var current: [EffectArrival] = []

    let counter: any EffectArrivalCounting
    private let lock = NSLock()
    private var onTheWay = false

    init(to counter: any EffectArrivalCounting) {
        self.counter = counter
    }

    /// The effect sets off (again): counted once however often it is called.
    func setOff() {
        let changed = lock.withLock {
            defer { onTheWay = true }
            return !onTheWay
        }
        if changed { counter.effectSetOff() }
    }

    /// The effect arrived: counted once however often it is called.
    func arrive() {
        let changed = lock.withLock {
            defer { onTheWay = false }
            return onTheWay
        }
        if changed { counter.effectArrived() }
    }
}

extension DependencyValues {
    /// The test clocks among the overridden dependencies, which count the effects on their way.
    var arrivalCounters: [any EffectArrivalCounting] {
        overriddenValues.compactMap { $0 as? any EffectArrivalCounting }
    }
}
