// Hidden checks for observed-on-receive (Chapters/03-Observed/Exercises/StepCounterView.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-on-receive: Drive state from a publisher")
struct StepCounterViewChecks {
    @Test("each total the publisher sends is shown, with the steps left to the goal")
    func totalsAreShown() {
        let pedometer = PassthroughSubject<Int, Never>()
        let host = ViewHost(StepCounterView(stepTotals: pedometer, goal: 10_000))

        let updatesBefore = host.updates.count
        pedometer.send(4_200)
        let arrived = host.updates.count > updatesBefore
        #expect(
            host.texts.contains("Steps today: 4200") && host.texts.contains("5800 to go"),
            Comment(
                rawValue: "The pedometer sent 4200: the screen should say \"Steps today: 4200\" and \"5800 to go\". "
                    + (arrived
                        ? ""
                        : "The value stopped before the view's state: sending it changed no state of StepCounterView. Either nothing was subscribed to stepTotals when it was sent (a `sink` whose AnyCancellable is not kept is cancelled at once), or what receives it does not set the steps. `.onReceive(stepTotals) { total in steps = total }` keeps the subscription as long as the view is on screen. ")
                    + "The screen shows:\n\(host.render())"))

        pedometer.send(7_000)
        #expect(
            host.texts.contains("Steps today: 7000") && host.texts.contains("3000 to go"),
            "The pedometer then sent 7000 (a running total, not 7000 more): the screen should say \"Steps today: 7000\" and \"3000 to go\". The screen shows:\n\(host.render())"
        )
    }

    @Test("reaching the goal exactly says Goal reached!")
    func goalReachedAtTheGoal() {
        let pedometer = PassthroughSubject<Int, Never>()
        let host = ViewHost(StepCounterView(stepTotals: pedometer, goal: 8_000))

        pedometer.send(8_000)

        #expect(
            host.texts.contains("Goal reached!"),
            "With a goal of 8000, a total of 8000 should say \"Goal reached!\". The screen shows:\n\(host.render())")
    }

    @Test("each value is a change of StepCounterView.steps, as a tap would be")
    func eachValueIsAStateChange() throws {
        let pedometer = PassthroughSubject<Int, Never>()
        let host = ViewHost(StepCounterView(stepTotals: pedometer, goal: 10_000))

        pedometer.send(120)

        let sources = try #require(host.lastUpdate).changes.map(\.source)
        #expect(
            sources == ["StepCounterView.steps"],
            "Sending 120 should change StepCounterView.steps and nothing else. The last update changed: \(sources.isEmpty ? "nothing" : sources.joined(separator: ", "))"
        )
    }
}
