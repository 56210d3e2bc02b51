import Foundation

/// Tells whether code runs on the main actor, without crashing when it does not: Observation and
/// Combine call back on the thread that made the change, and a change made off the main actor
/// must reach the views by hopping to it. The main actor runs its work on the main dispatch queue,
/// which carries a marker this checks (`Thread.isMainThread` alone is not enough: on Linux the
/// main queue may be drained by a thread Foundation does not call the main thread).
enum MainActorThread {
    private static let marker = DispatchSpecificKey<Bool>()

    /// Marks the main queue; called by the hosts, which run on the main actor.
    @MainActor
    static func record() {
        if DispatchQueue.getSpecific(key: marker) == nil {
            DispatchQueue.main.setSpecific(key: marker, value: true)
        }
    }

    /// True when the caller runs on the main queue, where the main actor's work runs, or on the
    /// main thread (top-level code).
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker) == true || Thread.isMainThread
    }

    /// Runs `work` now if on the main actor, else schedules it on the main actor.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { work() }
        } else {
            Task { @MainActor in work() }
        }
    }
}
