// Hidden checks for state-counter (Chapters/01-State/Exercises/TallyCounter.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-counter: A tally counter")
struct TallyCounterChecks {
    @Test("the counter starts at 0 and reads \"-\", \"0\", \"+\"")
    func startsAtZero() {
        let host = ViewHost(TallyCounter())

        #expect(host.texts == ["-", "0", "+"],
                "Expected the texts \"-\", \"0\", \"+\" in that order, but found \(host.texts). The screen shows:\n\(host.render())")
    }

    @Test("tapping + a number of times shows that number")
    func plusCountsUp() throws {
        let taps = Int.random(in: 3...9)
        let host = ViewHost(TallyCounter())

        for _ in 0..<taps { try host.tap(.button("+")) }

        #expect(host.texts == ["-", "\(taps)", "+"],
                "After \(taps) taps on +, the count should read \(taps). The screen shows:\n\(host.render())")
    }

    @Test("- takes one away, and the count can go below zero")
    func minusCountsDown() throws {
        let up = Int.random(in: 2...5)
        let down = up + Int.random(in: 1...4)
        let host = ViewHost(TallyCounter())

        for _ in 0..<up { try host.tap(.button("+")) }
        for _ in 0..<down { try host.tap(.button("-")) }

        #expect(host.texts == ["-", "\(up - down)", "+"],
                "After \(up) taps on + and then \(down) on -, the count should read \(up - down). The screen shows:\n\(host.render())")
    }

    @Test("every tap is one @State change in TallyCounter that re-evaluates its body")
    func tapsAreStateChanges() throws {
        let host = ViewHost(TallyCounter())

        for (button, expectedChange) in [("+", "0 → 1"), ("-", "1 → 0")] {
            let updatesBefore = host.updates.count
            try host.tap(.button(button))
            guard host.updates.count > updatesBefore, let update = host.lastUpdate else {
                Issue.record("Tapping \(button) changed no state, so nothing was updated. Its action should change the count's @State.")
                return
            }
            #expect(update.changes.count == 1 && update.changes.allSatisfy { $0.kind == "@State" && $0.source.hasPrefix("TallyCounter.") },
                    "Tapping \(button) should change exactly one @State property declared in TallyCounter. The trace shows:\n\(update)")
            #expect(update.changes.map { "\($0.oldValue) → \($0.newValue)" } == [expectedChange],
                    "Tapping \(button) should take the count \(expectedChange). The trace shows:\n\(update)")
            #expect(update.evaluatedBodies == ["TallyCounter"],
                    "Tapping \(button) should re-evaluate TallyCounter's body. The trace shows:\n\(update)")
        }
    }
}
