// Hidden checks for state-counter (Chapters/01-State/Exercises/TallyCounter.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-counter: A tally counter")
struct TallyCounterChecks {
    /// ko: 카운터는 0에서 시작하고 "-", "0", "+"로 보입니다
    @Test("the counter starts at 0 and reads \"-\", \"0\", \"+\"")
    func startsAtZero() {
        let host = ViewHost(TallyCounter())

        #expect(
            host.texts == ["-", "0", "+"],
            Comment(
                en:
                    "Expected the texts \"-\", \"0\", \"+\" in that order, but found \(host.texts). The screen shows:\n\(host.render())",
                ko: "\"-\", \"0\", \"+\" 텍스트가 순서대로 있어야 하는데 \(host.texts)이(가) 있습니다. 화면:\n\(host.render())")
        )
    }

    /// ko: +를 9번 탭하는 동안 매번 다음 수를 보여 줍니다: 1, 2, ... 9
    @Test("each of 9 taps on + shows the next number: 1, 2, ... 9")
    func plusCountsUp() throws {
        let host = ViewHost(TallyCounter())

        for taps in 1...9 {
            try host.tap(.button("+"))
            try #require(
                host.texts == ["-", "\(taps)", "+"],
                Comment(
                    en:
                        "After \(taps) taps on +, the row should read \"-\", \"\(taps)\", \"+\", but it reads \(host.texts). The screen shows:\n\(host.render())",
                    ko: "+를 \(taps)번 탭한 뒤에는 줄이 \"-\", \"\(taps)\", \"+\"여야 하는데 \(host.texts)입니다. 화면:\n\(host.render())")
            )
        }
    }

    /// ko: -는 하나를 빼고, 카운트는 0 아래로도 내려갑니다: +를 3번, -를 5번 탭하면 2, 1, 0, -1, -2가 됩니다
    @Test("- takes one away, and the count goes below zero: 3 taps on + then 5 on - read 2, 1, 0, -1, -2")
    func minusCountsDown() throws {
        let host = ViewHost(TallyCounter())
        for _ in 0..<3 { try host.tap(.button("+")) }

        for expected in [2, 1, 0, -1, -2] {
            try host.tap(.button("-"))
            try #require(
                host.texts == ["-", "\(expected)", "+"],
                Comment(
                    en:
                        "Counting down from 3, the count should read \(expected) next (it may go below zero), but the row reads \(host.texts). The screen shows:\n\(host.render())",
                    ko: "3에서 하나씩 줄이면 다음 값은 \(expected)여야 하는데(0 아래로 내려가도 됩니다) 줄은 \(host.texts)입니다. 화면:\n\(host.render())"
                )
            )
        }
    }

    /// ko: 탭 한 번은 TallyCounter의 @State 변경 하나이고, TallyCounter의 body를 다시 평가합니다
    @Test("every tap is one @State change in TallyCounter, and evaluates TallyCounter's body again")
    func tapsAreStateChanges() throws {
        let host = ViewHost(TallyCounter())

        for (button, expectedChange) in [("+", "0 → 1"), ("-", "1 → 0")] {
            let updatesBefore = host.updates.count
            try host.tap(.button(button))
            guard host.updates.count > updatesBefore, let update = host.lastUpdate else {
                Issue.record(
                    Comment(
                        en:
                            "Tapping \(button) changed no state, so nothing was updated. Its action should change the count's @State.",
                        ko: "\(button)을(를) 탭해도 바뀐 상태가 없어서 아무것도 업데이트되지 않았습니다. 버튼의 액션이 카운트의 @State를 바꿔야 합니다.")
                )
                return
            }
            #expect(
                update.changes.count == 1
                    && update.changes.allSatisfy { $0.kind == "@State" && $0.source.hasPrefix("TallyCounter.") },
                Comment(
                    en:
                        "Tapping \(button) should change exactly one @State property declared in TallyCounter. The trace shows:\n\(update)",
                    ko: "\(button)을(를) 탭하면 TallyCounter에 선언된 @State 프로퍼티 딱 하나가 바뀌어야 합니다. 트레이스:\n\(update)")
            )
            #expect(
                update.changes.map { "\($0.oldValue) → \($0.newValue)" } == [expectedChange],
                Comment(
                    en: "Tapping \(button) should take the count \(expectedChange). The trace shows:\n\(update)",
                    ko: "\(button)을(를) 탭하면 카운트가 \(expectedChange)(으)로 바뀌어야 합니다. 트레이스:\n\(update)"))
            #expect(
                update.evaluatedBodies.contains("TallyCounter"),
                Comment(
                    en:
                        "TallyCounter's body reads the count, so tapping \(button) should evaluate it again. The trace shows:\n\(update)",
                    ko: "TallyCounter의 body가 카운트를 읽으므로 \(button)을(를) 탭하면 body가 다시 평가되어야 합니다. 트레이스:\n\(update)")
            )
        }
    }
}
