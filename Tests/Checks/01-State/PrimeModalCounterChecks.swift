// Hidden checks for state-prime-modal (Chapters/01-State/Exercises/PrimeModalCounter.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-prime-modal: The \"Is this prime?\" modal")
struct PrimeModalCounterChecks {
    /// Taps "+" `count` times, then "Is this prime?".
    private func askAbout(_ count: Int) throws -> ViewHost {
        let host = ViewHost(PrimeModalCounter())
        for _ in 0..<count { try host.tap(.button("+")) }
        try host.tap(.button("Is this prime?"))
        return host
    }

    @Test("at a prime count, \"Is this prime?\" presents a sheet saying \"<count> is prime 🎉\"")
    func primeAnswer() throws {
        let prime = [2, 3, 5, 7, 11, 13].randomElement()!
        let host = try askAbout(prime)

        guard host.isPresentingSheet else {
            Issue.record("After \(prime) taps on + and a tap on \"Is this prime?\", a sheet should be presented, but none is. The screen shows:\n\(host.render())")
            return
        }
        #expect(host.contains(.text("\(prime) is prime 🎉")),
                "The sheet should say \"\(prime) is prime 🎉\", but the sheet shows:\n\(host.render())")
    }

    @Test("at a count that is not prime, the sheet says \"<count> is not prime :(\"")
    func compositeAnswer() throws {
        let composite = [0, 1, 4, 6, 8, 9, 10, 12].randomElement()!
        let host = try askAbout(composite)

        guard host.isPresentingSheet else {
            Issue.record("After \(composite) taps on + and a tap on \"Is this prime?\", a sheet should be presented, but none is. The screen shows:\n\(host.render())")
            return
        }
        #expect(host.contains(.text("\(composite) is not prime :(")),
                "The sheet should say \"\(composite) is not prime :(\", but the sheet shows:\n\(host.render())")
    }

    @Test("dismissing the sheet hides it and shows the counter again, with its count")
    func dismissHidesTheSheet() throws {
        let count = Int.random(in: 2...9)
        let host = try askAbout(count)
        guard host.isPresentingSheet else {
            Issue.record("Tapping \"Is this prime?\" should present a sheet, but none is shown. The screen shows:\n\(host.render())")
            return
        }

        try host.dismissSheet()

        #expect(!host.isPresentingSheet,
                "After host.dismissSheet() no sheet should be shown: the state that presents it should be back to nil (or false). The screen shows:\n\(host.render())")
        #expect(host.contains(.button("Is this prime?")) && host.contains(.text("\(count)")),
                "After dismissing, the counter should be back, still showing \(count). The screen shows:\n\(host.render())")
    }

    @Test("opening the sheet again answers for the new count")
    func reopenAnswersForTheNewCount() throws {
        let host = try askAbout(4)
        guard host.isPresentingSheet else {
            Issue.record("Tapping \"Is this prime?\" should present a sheet, but none is shown. The screen shows:\n\(host.render())")
            return
        }
        try host.dismissSheet()

        try host.tap(.button("+"))
        try host.tap(.button("Is this prime?"))

        #expect(host.contains(.text("5 is prime 🎉")),
                "At 4 the sheet was opened and dismissed; after one more + it should say \"5 is prime 🎉\", but its texts are \(host.texts). The screen shows:\n\(host.render())")
    }

    @Test("the sheet is driven by PrimeModalCounter's own @State: one change to present it, one to dismiss it")
    func sheetIsDrivenByState() throws {
        let host = ViewHost(PrimeModalCounter())
        for _ in 0..<3 { try host.tap(.button("+")) }
        let updatesBefore = host.updates.count

        try host.tap(.button("Is this prime?"))

        guard host.updates.count > updatesBefore, let presenting = host.lastUpdate else {
            Issue.record("Tapping \"Is this prime?\" changed no state. Its action should set the @State that the sheet reads.")
            return
        }
        #expect(presenting.changes.count == 1 && presenting.changes.allSatisfy { $0.kind == "@State" && $0.source.hasPrefix("PrimeModalCounter.") },
                "Tapping \"Is this prime?\" should change one @State property of PrimeModalCounter (the one the sheet reads). The trace shows:\n\(presenting)")
        guard host.isPresentingSheet else {
            Issue.record("The tap changed \(presenting.changes.map(\.source)), but no sheet is presented: attach .sheet(item:) (or .sheet(isPresented:)) to the counter, reading that state. The screen shows:\n\(host.render())")
            return
        }

        try host.dismissSheet()

        let dismissing = try #require(host.lastUpdate)
        #expect(dismissing.changes.map(\.source) == presenting.changes.map(\.source),
                "Dismissing should write back the same @State that presented the sheet. Presenting changed \(presenting.changes.map(\.source)); dismissing changed \(dismissing.changes.map(\.source)).")
    }
}
