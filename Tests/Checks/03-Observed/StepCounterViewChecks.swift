// Hidden checks for observed-on-receive (Chapters/03-Observed/Exercises/StepCounterView.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-on-receive: Drive state from a publisher")
struct StepCounterViewChecks {
    /// ko: 퍼블리셔가 보내는 합계마다 화면에 보이고, 목표까지 남은 걸음 수도 함께 보입니다
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
                en: "The pedometer sent 4200: the screen should say \"Steps today: 4200\" and \"5800 to go\". "
                    + (arrived
                        ? ""
                        : "The value stopped before the view's state: sending it changed no state of StepCounterView. Either nothing was subscribed to stepTotals when it was sent (a `sink` whose AnyCancellable is not kept is cancelled at once), or what receives it does not set the steps. `.onReceive(stepTotals) { total in steps = total }` keeps the subscription as long as the view is on screen. ")
                    + "The screen shows:\n\(host.render())",
                ko: "만보기가 4200을 보냈습니다. 화면에 \"Steps today: 4200\"과 \"5800 to go\"가 보여야 합니다. "
                    + (arrived
                        ? ""
                        : "값이 뷰의 상태에 닿기 전에 멈췄습니다. 값을 보내도 StepCounterView의 상태가 바뀌지 않았습니다. 보낼 때 stepTotals를 구독한 것이 없었거나(AnyCancellable을 간직하지 않은 `sink`는 곧바로 취소됩니다), 값을 받는 쪽이 steps를 바꾸지 않습니다. `.onReceive(stepTotals) { total in steps = total }`는 뷰가 화면에 있는 동안 구독을 유지합니다. ")
                    + "화면:\n\(host.render())"))

        pedometer.send(7_000)
        #expect(
            host.texts.contains("Steps today: 7000") && host.texts.contains("3000 to go"),
            Comment(
                en:
                    "The pedometer then sent 7000 (a running total, not 7000 more): the screen should say \"Steps today: 7000\" and \"3000 to go\". The screen shows:\n\(host.render())",
                ko:
                    "그다음 만보기가 7000을 보냈습니다(7000걸음을 더한 것이 아니라 누적 합계입니다). 화면에 \"Steps today: 7000\"과 \"3000 to go\"가 보여야 합니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 목표에 딱 도달하면 Goal reached!라고 말합니다
    @Test("reaching the goal exactly says Goal reached!")
    func goalReachedAtTheGoal() {
        let pedometer = PassthroughSubject<Int, Never>()
        let host = ViewHost(StepCounterView(stepTotals: pedometer, goal: 8_000))

        pedometer.send(8_000)

        #expect(
            host.texts.contains("Goal reached!"),
            Comment(
                en:
                    "With a goal of 8000, a total of 8000 should say \"Goal reached!\". The screen shows:\n\(host.render())",
                ko: "목표가 8000일 때 합계가 8000이면 \"Goal reached!\"가 보여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 값 하나하나가 탭처럼 StepCounterView.steps의 변경입니다
    @Test("each value is a change of StepCounterView.steps, as a tap would be")
    func eachValueIsAStateChange() throws {
        let pedometer = PassthroughSubject<Int, Never>()
        let host = ViewHost(StepCounterView(stepTotals: pedometer, goal: 10_000))

        pedometer.send(120)

        let sources = try #require(host.lastUpdate).changes.map(\.source)
        #expect(
            sources == ["StepCounterView.steps"],
            Comment(
                en:
                    "Sending 120 should change StepCounterView.steps and nothing else. The last update changed: \(sources.isEmpty ? "nothing" : sources.joined(separator: ", "))",
                ko:
                    "120을 보내면 StepCounterView.steps만 바뀌고 다른 것은 바뀌지 않아야 합니다. 마지막 업데이트에서 바뀐 것: \(sources.isEmpty ? "없음" : sources.joined(separator: ", "))"
            )
        )
    }
}
