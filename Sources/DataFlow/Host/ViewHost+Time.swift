import Foundation

extension ViewHost {
    /// Moves the simulated clock forward by `seconds`: every timer made with
    /// `Timer.publish(every:on:in:)` that falls due fires, in time order, each firing running the
    /// update it causes. Nothing waits for real time. The times in the trace count from when the
    /// host was created: `timer fired at 3s`.
    public func advanceTime(by seconds: TimeInterval) {
        SimulatedClock.shared.advance(by: seconds) { _, firing in
            engine.perform("timer fired") { firing() }
        }
        engine.clock.advance(by: seconds) { time, firing in
            engine.perform("timer fired at \(Self.format(time))s") { firing() }
        }
        settle()
    }

    private static func format(_ time: TimeInterval) -> String {
        time == time.rounded() ? String(Int(time)) : String(format: "%.3g", time)
    }
}
