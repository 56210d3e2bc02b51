// Hidden checks for state-counter (Chapters/01-State/Exercises/TallyCounter.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-counter: A tally counter")
struct TallyCounterChecks {
    @Test("the counter starts at 0 and reads \"-\", \"0\", \"+\"")
    func startsAtZero() {
        let host = ViewHost(TallyCounter())

        #expect(
            host.texts == ["-", "0", "+"],
            "Expected the texts \"-\", \"0\", \"+\" in that order, but found \(host.texts). The screen shows:\n\(host.render())"
        )
    }

    @Test("each of 9 taps on + shows the next number: 1, 2, ... 9")
    func plusCountsUp() throws {
        let host = ViewHost(TallyCounter())

        for taps in 1...9 {
            try host.tap(.button("+"))
            try #require(
                host.texts == ["-", "\(taps)", "+"],
                "After \(taps) taps on +, the row should read \"-\", \"\(taps)\", \"+\", but it reads \(host.texts). The screen shows:\n\(host.render())"
            )
        }
    }

    @Test("- takes one away, and the count goes below zero: 3 taps on + then 5 on - read 2, 1, 0, -1, -2")
    func minusCountsDown() throws {
        let host = ViewHost(TallyCounter())
        for _ in 0..<3 { try host.tap(.button("+")) }

        for expected in [2, 1, 0, -1, -2] {
            try host.tap(.button("-"))
            try #require(
                host.texts == ["-", "\(expected)", "+"],
                "Counting down from 3, the count should read \(expected) next (it may go below zero), but the row reads \(host.texts). The screen shows:\n\(host.render())"
            )
        }
    }

    @Test("every tap is one @State change in TallyCounter, and evaluates TallyCounter's body again")
    func tapsAreStateChanges() throws {
        let host = ViewHost(TallyCounter())

        for (button, expectedChange) in [("+", "0 → 1"), ("-", "1 → 0")] {
            let updatesBefore = host.updates.count
            try host.tap(.button(button))
            guard host.updates.count > updatesBefore, let update = host.lastUpdate else {
                Issue.record(
                    "Tapping \(button) changed no state, so nothing was updated. Its action should change the count's @State."
                )
                return
            }
            #expect(
                update.changes.count == 1
                    && update.changes.allSatisfy { $0.kind == "@State" && $0.source.hasPrefix("TallyCounter.") },
                "Tapping \(button) should change exactly one @State property declared in TallyCounter. The trace shows:\n\(update)"
            )
            #expect(
                update.changes.map { "\($0.oldValue) → \($0.newValue)" } == [expectedChange],
                "Tapping \(button) should take the count \(expectedChange). The trace shows:\n\(update)")
            #expect(
                update.evaluatedBodies.contains("TallyCounter"),
                "TallyCounter's body reads the count, so tapping \(button) should evaluate it again. The trace shows:\n\(update)"
            )
        }
    }
}
