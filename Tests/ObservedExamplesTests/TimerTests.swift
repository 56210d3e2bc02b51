@testable import ObservedExamples
import DataFlow
import Testing

/// WWDC19 session 226: a timer firing is an external event that ends as a state change.
@MainActor
@Suite("A timer drives @State through onReceive (WWDC19 session 226)")
struct TimerTests {
    @Test("each firing of a one-second timer adds a second: three seconds later the view says 3")
    func eachFiringIsShown() {
        let host = ViewHost(ListeningTimerView())
        #expect(host.texts == ["Listening for 0 s"])

        host.advanceTime(by: 3)

        #expect(host.texts == ["Listening for 3 s"])
    }

    @Test("each firing is its own update, changing ListeningTimerView.secondsListened")
    func eachFiringIsAnUpdate() {
        let host = ViewHost(ListeningTimerView())
        let before = host.updates.count

        host.advanceTime(by: 2)

        let firings = host.updates.dropFirst(before)
        #expect(firings.count == 2)
        #expect(firings.allSatisfy { $0.changes.map(\.source) == ["ListeningTimerView.secondsListened"] })
    }
}
