// Hidden checks for state-quiz (Chapters/01-State/Exercises/PrimeCounterQuiz.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-quiz: Quiz: the counter, its colour and its modal")
struct PrimeCounterQuizChecks {
    /// The numbers the checks walk through, with whether each is prime.
    static let primes: Set<Int> = [2, 3, 5, 7, 11, 13]

    /// A screen after `count` taps on "+".
    private func counted(to count: Int) throws -> ViewHost {
        let host = ViewHost(PrimeCounterQuiz())
        for _ in 0..<count { try host.tap(.button("+")) }
        return host
    }

    /// The screen's trace, for messages.
    private func trace(_ host: ViewHost) -> String {
        host.lastUpdate.map(String.init(describing:)) ?? "none"
    }

    @Test("\"+\" and \"-\" change the count shown between them, starting at 0")
    func buttonsChangeTheCount() throws {
        let host = ViewHost(PrimeCounterQuiz())
        #expect(
            host.contains(.text("0")),
            "PrimeCounterQuiz should start by showing the count 0 between \"-\" and \"+\". The screen shows:\n\(host.render())"
        )
        for _ in 0..<7 { try host.tap(.button("+")) }
        try host.tap(.button("-"))
        try host.tap(.button("-"))

        let quizChanged = host.updates.flatMap(\.changes).contains { $0.source.hasPrefix("PrimeCounterQuiz.") }
        #expect(
            host.contains(.text("5")),
            Comment(
                rawValue: "Seven taps on \"+\" and two on \"-\" should show 5. "
                    + (quizChanged
                        ? "PrimeCounterQuiz's state changed, but the row does not show it: does PrimeCounterRow keep a @State copy of the count? @State takes only the first value a parent passes; give the row a plain `let count: Int`. "
                        : "")
                    + "The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())"))
    }

    @Test("the count is green when it is prime and red when it is not, after every \"+\" and \"-\"")
    func colourFollowsTheCount() throws {
        let host = ViewHost(PrimeCounterQuiz())
        guard expectColour(of: 0, in: host, after: "the first render") else { return }
        var count = 0
        var steps: [(label: String, change: Int)] = Array(repeating: ("+", 1), count: 8)
        steps += Array(repeating: ("-", -1), count: 3)
        for step in steps {
            try host.tap(.button(step.label))
            count += step.change
            guard expectColour(of: count, in: host, after: "a tap on \"\(step.label)\"") else { return }
        }
    }

    /// Expects the count's Text to be green or red for `count`; false (and recorded) when it is not.
    private func expectColour(of count: Int, in host: ViewHost, after step: String) -> Bool {
        let expected = Self.primes.contains(count) ? "green" : "red"
        guard let text = host.findAll(.text("\(count)")).first else {
            Issue.record(
                "After \(step) the count should be \(count), but no Text shows \"\(count)\". The screen shows:\n\(host.render())"
            )
            return false
        }
        let shown = text.attribute("foregroundColor")
        #expect(
            shown == expected,
            "After \(step) the count is \(count), \(expected == "green" ? "a prime" : "not a prime"): its Text should be .foregroundColor(.\(expected)), but its colour is \(shown ?? "not set"). Compute the colour from the count in body (isPrime(count) ? .green : .red); a colour kept in @State of its own is not updated by every change. The screen shows:\n\(host.render())"
        )
        return shown == expected
    }

    @Test("\"Is this prime?\" presents a sheet answering for the count shown: \"7 is prime 🎉\", \"6 is not prime :(\"")
    func sheetAnswersForTheCount() throws {
        for count in [7, 6, 0, 2] {
            let host = try counted(to: count)
            try host.tap(.button("Is this prime?"))
            guard host.isPresentingSheet else {
                Issue.record(
                    "At \(count), tapping \"Is this prime?\" should present a sheet, but none is shown: set PrimeCounterQuiz's @State in the button's action and attach .sheet to the screen, reading it. The screen shows:\n\(host.render())"
                )
                return
            }
            let answer = Self.primes.contains(count) ? "\(count) is prime 🎉" : "\(count) is not prime :("
            #expect(
                host.contains(.text(answer)),
                "After \(count) taps on \"+\" the sheet should say \"\(answer)\", but it shows \(host.texts). If it answers for 0, the sheet reads a count that the buttons do not change: a second @State count, in PrimeCounterRow, is a second source of truth. The screen shows:\n\(host.render())"
            )
        }
    }

    @Test("dismissing the sheet hides it and keeps the count; asking again answers for the new count")
    func dismissKeepsTheCount() throws {
        let host = try counted(to: 4)
        try host.tap(.button("Is this prime?"))
        guard host.isPresentingSheet else {
            Issue.record(
                "Tapping \"Is this prime?\" should present a sheet, but none is shown. The screen shows:\n\(host.render())"
            )
            return
        }
        try host.dismissSheet()
        #expect(
            !host.isPresentingSheet,
            "After host.dismissSheet() no sheet should be shown: dismissing writes nil (or false) through the sheet's binding, and a .constant(...) binding ignores that write. Bind the sheet to PrimeCounterQuiz's @State with $. The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())"
        )
        guard !host.isPresentingSheet else { return }
        #expect(
            host.contains(.text("4")),
            "After dismissing, the counter should still show 4. The screen shows:\n\(host.render())")

        try host.tap(.button("+"))
        try host.tap(.button("Is this prime?"))
        #expect(
            host.contains(.text("5 is prime 🎉")),
            "Asked at 4, dismissed, one more \"+\" and asked again: the sheet should say \"5 is prime 🎉\", but it shows \(host.texts). The screen shows:\n\(host.render())"
        )
    }

    @Test("Reset brings the count back to 0, in red, and the sheet then answers for 0")
    func resetGoesBackToZero() throws {
        let host = try counted(to: 5)
        try host.tap(.button("Reset"))
        let quizChanged = host.lastUpdate?.changes.contains { $0.source.hasPrefix("PrimeCounterQuiz.") } ?? false
        guard host.contains(.text("0")) && !host.contains(.text("5")) else {
            Issue.record(
                Comment(
                    rawValue: "After five taps on \"+\" and one on Reset the count should be 0. "
                        + (quizChanged
                            ? "Reset changed PrimeCounterQuiz's state, but the row still shows 5: the row counts with a count of its own, a second source of truth. Keep one count, in PrimeCounterQuiz, and hand it to the row. "
                            : "")
                        + "The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())"))
            return
        }
        guard expectColour(of: 0, in: host, after: "five taps on \"+\" (5 is green) and a tap on Reset") else { return }
        try host.tap(.button("Is this prime?"))
        #expect(
            host.contains(.text("0 is not prime :(")),
            "After Reset the sheet should answer for 0: \"0 is not prime :(\". It shows \(host.texts). The screen shows:\n\(host.render())"
        )
    }

    @Test("every change is PrimeCounterQuiz's own @State: the row and the sheet own nothing")
    func theScreenOwnsTheState() throws {
        let host = ViewHost(PrimeCounterQuiz())
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        try host.tap(.button("-"))
        try host.tap(.button("Is this prime?"))
        try host.dismissSheet()
        try host.tap(.button("Reset"))

        let changes = host.updates.flatMap(\.changes)
        let others = changes.filter { !($0.kind == "@State" && $0.source.hasPrefix("PrimeCounterQuiz.")) }
        #expect(
            !changes.isEmpty && others.isEmpty,
            "\"+\", \"+\", \"-\", \"Is this prime?\", dismissing and Reset should change only PrimeCounterQuiz's own @State, the one source of truth for the count and the sheet. \(changes.isEmpty ? "Nothing changed." : "These changes were to other state: \(others.map(\.description).joined(separator: "; ")).") Every update:\n\(host.updates.map(String.init(describing:)).joined(separator: "\n"))"
        )
    }
}
