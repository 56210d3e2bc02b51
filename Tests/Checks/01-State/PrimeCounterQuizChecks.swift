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

    /// ko: "+"와 "-"는 둘 사이에 보이는 카운트를 바꾸고, 카운트는 0에서 시작합니다
    @Test("\"+\" and \"-\" change the count shown between them, starting at 0")
    func buttonsChangeTheCount() throws {
        let host = ViewHost(PrimeCounterQuiz())
        #expect(
            host.contains(.text("0")),
            Comment(
                en:
                    "PrimeCounterQuiz should start by showing the count 0 between \"-\" and \"+\". The screen shows:\n\(host.render())",
                ko: "PrimeCounterQuiz는 처음에 \"-\"와 \"+\" 사이에 카운트 0을 보여야 합니다. 화면:\n\(host.render())")
        )
        for _ in 0..<7 { try host.tap(.button("+")) }
        try host.tap(.button("-"))
        try host.tap(.button("-"))

        let quizChanged = host.updates.flatMap(\.changes).contains { $0.source.hasPrefix("PrimeCounterQuiz.") }
        #expect(
            host.contains(.text("5")),
            Comment(
                en: "Seven taps on \"+\" and two on \"-\" should show 5. "
                    + (quizChanged
                        ? "PrimeCounterQuiz's state changed, but the row does not show it: does PrimeCounterRow keep a @State copy of the count? @State takes only the first value a parent passes; give the row a plain `let count: Int`. "
                        : "")
                    + "The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())",
                ko: "\"+\"를 7번, \"-\"를 2번 탭하면 5가 보여야 합니다. "
                    + (quizChanged
                        ? "PrimeCounterQuiz의 상태는 바뀌었지만 줄에 보이지 않습니다. PrimeCounterRow가 카운트의 복사본을 @State로 가지고 있나요? @State는 부모가 처음 넘긴 값만 받습니다. 줄에는 일반 `let count: Int`를 주세요. "
                        : "")
                    + "마지막 업데이트:\n\(trace(host))\n화면:\n\(host.render())"))
    }

    /// ko: "+"와 "-"를 탭할 때마다 카운트는 소수이면 초록색, 아니면 빨간색입니다
    @Test("the count is green when it is prime and red when it is not, after every \"+\" and \"-\"")
    func colourFollowsTheCount() throws {
        let host = ViewHost(PrimeCounterQuiz())
        guard expectColour(of: 0, in: host, after: "the first render", ko: "첫 렌더링") else { return }
        var count = 0
        var steps: [(label: String, change: Int)] = Array(repeating: ("+", 1), count: 8)
        steps += Array(repeating: ("-", -1), count: 3)
        for step in steps {
            try host.tap(.button(step.label))
            count += step.change
            guard expectColour(of: count, in: host, after: "a tap on \"\(step.label)\"", ko: "\"\(step.label)\" 탭")
            else { return }
        }
    }

    /// Expects the count's Text to be green or red for `count`; false (and recorded) when it is not.
    private func expectColour(of count: Int, in host: ViewHost, after step: String, ko stepKo: String) -> Bool {
        let expected = Self.primes.contains(count) ? "green" : "red"
        guard let text = host.findAll(.text("\(count)")).first else {
            Issue.record(
                Comment(
                    en:
                        "After \(step) the count should be \(count), but no Text shows \"\(count)\". The screen shows:\n\(host.render())",
                    ko: "\(stepKo) 뒤에는 카운트가 \(count)여야 하는데 \"\(count)\"를 보여 주는 Text가 없습니다. 화면:\n\(host.render())")
            )
            return false
        }
        let shown = text.attribute("foregroundColor")
        #expect(
            shown == expected,
            Comment(
                en:
                    "After \(step) the count is \(count), \(expected == "green" ? "a prime" : "not a prime"): its Text should be .foregroundColor(.\(expected)), but its colour is \(shown ?? "not set"). Compute the colour from the count in body (isPrime(count) ? .green : .red); a colour kept in @State of its own is not updated by every change. The screen shows:\n\(host.render())",
                ko:
                    "\(stepKo) 뒤에 카운트는 \(count)이고 \(expected == "green" ? "소수입니다" : "소수가 아닙니다"). Text에 .foregroundColor(.\(expected))가 있어야 하는데 색이 \(shown ?? "지정되지 않음")입니다. 색은 body에서 카운트로 계산하세요(isPrime(count) ? .green : .red). 따로 @State에 둔 색은 변경 때마다 업데이트되지 않습니다. 화면:\n\(host.render())"
            )
        )
        return shown == expected
    }

    /// ko: "Is this prime?"은 보이는 카운트에 대해 답하는 시트를 띄웁니다: "7 is prime 🎉", "6 is not prime :("
    @Test("\"Is this prime?\" presents a sheet answering for the count shown: \"7 is prime 🎉\", \"6 is not prime :(\"")
    func sheetAnswersForTheCount() throws {
        for count in [7, 6, 0, 2] {
            let host = try counted(to: count)
            try host.tap(.button("Is this prime?"))
            guard host.isPresentingSheet else {
                Issue.record(
                    Comment(
                        en:
                            "At \(count), tapping \"Is this prime?\" should present a sheet, but none is shown: set PrimeCounterQuiz's @State in the button's action and attach .sheet to the screen, reading it. The screen shows:\n\(host.render())",
                        ko:
                            "\(count)에서 \"Is this prime?\"을 탭하면 시트가 표시되어야 하는데 시트가 없습니다. 버튼의 액션에서 PrimeCounterQuiz의 @State를 바꾸고, 그 상태를 읽는 .sheet를 화면에 붙이세요. 화면:\n\(host.render())"
                    )
                )
                return
            }
            let answer = Self.primes.contains(count) ? "\(count) is prime 🎉" : "\(count) is not prime :("
            #expect(
                host.contains(.text(answer)),
                Comment(
                    en:
                        "After \(count) taps on \"+\" the sheet should say \"\(answer)\", but it shows \(host.texts). If it answers for 0, the sheet reads a count that the buttons do not change: a second @State count, in PrimeCounterRow, is a second source of truth. The screen shows:\n\(host.render())",
                    ko:
                        "\"+\"를 \(count)번 탭한 뒤에는 시트가 \"\(answer)\"라고 말해야 하는데 \(host.texts)이(가) 보입니다. 0에 대해 답한다면 시트가 버튼이 바꾸지 않는 카운트를 읽는 것입니다. PrimeCounterRow에 있는 두 번째 @State 카운트는 두 번째 진실의 원천입니다. 화면:\n\(host.render())"
                )
            )
        }
    }

    /// ko: 시트를 닫으면 시트가 사라지고 카운트는 그대로입니다. 다시 물으면 새 카운트에 대해 답합니다
    @Test("dismissing the sheet hides it and keeps the count; asking again answers for the new count")
    func dismissKeepsTheCount() throws {
        let host = try counted(to: 4)
        try host.tap(.button("Is this prime?"))
        guard host.isPresentingSheet else {
            Issue.record(
                Comment(
                    en:
                        "Tapping \"Is this prime?\" should present a sheet, but none is shown. The screen shows:\n\(host.render())",
                    ko: "\"Is this prime?\"을 탭하면 시트가 표시되어야 하는데 시트가 없습니다. 화면:\n\(host.render())")
            )
            return
        }
        try host.dismissSheet()
        #expect(
            !host.isPresentingSheet,
            Comment(
                en:
                    "After host.dismissSheet() no sheet should be shown: dismissing writes nil (or false) through the sheet's binding, and a .constant(...) binding ignores that write. Bind the sheet to PrimeCounterQuiz's @State with $. The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())",
                ko:
                    "host.dismissSheet() 뒤에는 시트가 없어야 합니다. 시트를 닫으면 시트의 바인딩으로 nil(또는 false)을 쓰는데, .constant(...) 바인딩은 그 쓰기를 무시합니다. $로 시트를 PrimeCounterQuiz의 @State에 바인딩하세요. 마지막 업데이트:\n\(trace(host))\n화면:\n\(host.render())"
            )
        )
        guard !host.isPresentingSheet else { return }
        #expect(
            host.contains(.text("4")),
            Comment(
                en: "After dismissing, the counter should still show 4. The screen shows:\n\(host.render())",
                ko: "시트를 닫은 뒤에도 카운터는 여전히 4를 보여야 합니다. 화면:\n\(host.render())"))

        try host.tap(.button("+"))
        try host.tap(.button("Is this prime?"))
        #expect(
            host.contains(.text("5 is prime 🎉")),
            Comment(
                en:
                    "Asked at 4, dismissed, one more \"+\" and asked again: the sheet should say \"5 is prime 🎉\", but it shows \(host.texts). The screen shows:\n\(host.render())",
                ko:
                    "4에서 묻고 닫은 뒤 \"+\"를 한 번 더 탭하고 다시 물었습니다. 시트가 \"5 is prime 🎉\"라고 말해야 하는데 \(host.texts)이(가) 보입니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: Reset은 카운트를 빨간색 0으로 되돌리고, 그다음 시트는 0에 대해 답합니다
    @Test("Reset brings the count back to 0, in red, and the sheet then answers for 0")
    func resetGoesBackToZero() throws {
        let host = try counted(to: 5)
        try host.tap(.button("Reset"))
        let quizChanged = host.lastUpdate?.changes.contains { $0.source.hasPrefix("PrimeCounterQuiz.") } ?? false
        guard host.contains(.text("0")) && !host.contains(.text("5")) else {
            Issue.record(
                Comment(
                    en: "After five taps on \"+\" and one on Reset the count should be 0. "
                        + (quizChanged
                            ? "Reset changed PrimeCounterQuiz's state, but the row still shows 5: the row counts with a count of its own, a second source of truth. Keep one count, in PrimeCounterQuiz, and hand it to the row. "
                            : "")
                        + "The last update:\n\(trace(host))\nThe screen shows:\n\(host.render())",
                    ko: "\"+\"를 5번, Reset을 한 번 탭하면 카운트가 0이어야 합니다. "
                        + (quizChanged
                            ? "Reset이 PrimeCounterQuiz의 상태를 바꿨지만 줄은 여전히 5를 보여 줍니다. 줄이 자기만의 카운트, 즉 두 번째 진실의 원천으로 세고 있습니다. 카운트는 PrimeCounterQuiz에 하나만 두고 줄에 넘겨주세요. "
                            : "")
                        + "마지막 업데이트:\n\(trace(host))\n화면:\n\(host.render())"))
            return
        }
        guard
            expectColour(
                of: 0, in: host, after: "five taps on \"+\" (5 is green) and a tap on Reset",
                ko: "\"+\" 5번 탭(5는 초록색)과 Reset 탭")
        else { return }
        try host.tap(.button("Is this prime?"))
        #expect(
            host.contains(.text("0 is not prime :(")),
            Comment(
                en:
                    "After Reset the sheet should answer for 0: \"0 is not prime :(\". It shows \(host.texts). The screen shows:\n\(host.render())",
                ko: "Reset 뒤에는 시트가 0에 대해 답해야 합니다: \"0 is not prime :(\". 보이는 것은 \(host.texts)입니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 모든 변경은 PrimeCounterQuiz 자신의 @State입니다: 줄과 시트는 아무것도 소유하지 않습니다
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
            Comment(
                en:
                    "\"+\", \"+\", \"-\", \"Is this prime?\", dismissing and Reset should change only PrimeCounterQuiz's own @State, the one source of truth for the count and the sheet. \(changes.isEmpty ? "Nothing changed." : "These changes were to other state: \(others.map(\.description).joined(separator: "; ")).") Every update:\n\(host.updates.map(String.init(describing:)).joined(separator: "\n"))",
                ko:
                    "\"+\", \"+\", \"-\", \"Is this prime?\", 시트 닫기, Reset은 카운트와 시트의 하나뿐인 진실의 원천인 PrimeCounterQuiz 자신의 @State만 바꿔야 합니다. \(changes.isEmpty ? "아무것도 바뀌지 않았습니다." : "다음 변경은 다른 상태에 일어났습니다: \(others.map(\.description).joined(separator: "; ")).") 모든 업데이트:\n\(host.updates.map(String.init(describing:)).joined(separator: "\n"))"
            )
        )
    }
}
