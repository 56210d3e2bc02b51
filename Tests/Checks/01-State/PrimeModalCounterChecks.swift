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

    @Test("at a prime count (2, 3, 5, 7, 11), \"Is this prime?\" presents a sheet saying \"<count> is prime 🎉\"")
    func primeAnswer() throws {
        for prime in [2, 3, 5, 7, 11] {
            let host = try askAbout(prime)
            guard host.isPresentingSheet else {
                Issue.record(
                    "After \(prime) taps on + and a tap on \"Is this prime?\", a sheet should be presented, but none is. The screen shows:\n\(host.render())"
                )
                return
            }
            #expect(
                host.contains(.text("\(prime) is prime 🎉")),
                "The sheet should say \"\(prime) is prime 🎉\", but the sheet shows:\n\(host.render())")
        }
    }

    @Test("at a count that is not prime (0, 1, 4, 6, 9), the sheet says \"<count> is not prime :(\"")
    func compositeAnswer() throws {
        for composite in [0, 1, 4, 6, 9] {
            let host = try askAbout(composite)
            guard host.isPresentingSheet else {
                Issue.record(
                    "After \(composite) taps on + and a tap on \"Is this prime?\", a sheet should be presented, but none is. The screen shows:\n\(host.render())"
                )
                return
            }
            #expect(
                host.contains(.text("\(composite) is not prime :(")),
                "The sheet should say \"\(composite) is not prime :(\", but the sheet shows:\n\(host.render())")
        }
    }

    @Test("dismissing the sheet hides it and shows the counter again, with its count")
    func dismissHidesTheSheet() throws {
        let count = 6
        let host = try askAbout(count)
        guard host.isPresentingSheet else {
            Issue.record(
                "Tapping \"Is this prime?\" should present a sheet, but none is shown. The screen shows:\n\(host.render())"
            )
            return
        }

        try host.dismissSheet()

        #expect(
            !host.isPresentingSheet,
            "After host.dismissSheet() no sheet should be shown: dismissing writes nil (or false) through the sheet's binding, so bind it to your @State with $, not .constant(...). The last update:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")\nThe screen shows:\n\(host.render())"
        )
        #expect(
            host.contains(.button("Is this prime?")) && host.contains(.text("\(count)")),
            "After dismissing, the counter should be back, still showing \(count). The screen shows:\n\(host.render())")
    }

    @Test("opening the sheet again answers for the new count")
    func reopenAnswersForTheNewCount() throws {
        let host = try askAbout(4)
        guard host.isPresentingSheet else {
            Issue.record(
                "Tapping \"Is this prime?\" should present a sheet, but none is shown. The screen shows:\n\(host.render())"
            )
            return
        }
        try host.dismissSheet()

        try host.tap(.button("+"))
        try host.tap(.button("Is this prime?"))

        #expect(
            host.contains(.text("5 is prime 🎉")),
            "At 4 the sheet was opened and dismissed; after one more + it should say \"5 is prime 🎉\", but its texts are \(host.texts). The screen shows:\n\(host.render())"
        )
    }

    @Test(
        "the sheet is driven by PrimeModalCounter's own @State: presenting and dismissing change it, and nothing else")
    func sheetIsDrivenByState() throws {
        let host = ViewHost(PrimeModalCounter())
        for _ in 0..<3 { try host.tap(.button("+")) }
        let updatesBefore = host.updates.count

        try host.tap(.button("Is this prime?"))

        guard host.updates.count > updatesBefore, let presenting = host.lastUpdate else {
            Issue.record(
                "Tapping \"Is this prime?\" changed no state. Its action should set the @State that the sheet reads.")
            return
        }
        #expect(
            presenting.changes.allSatisfy { $0.kind == "@State" && $0.source.hasPrefix("PrimeModalCounter.") },
            "Tapping \"Is this prime?\" should change PrimeModalCounter's own @State (the state the sheet reads), and nothing else. The trace shows:\n\(presenting)"
        )
        let presentingSources = presenting.changes.map(\.source).joined(separator: ", ")
        guard host.isPresentingSheet else {
            Issue.record(
                "The tap changed \(presentingSources), but no sheet is presented: attach .sheet(item:) (or .sheet(isPresented:)) to the counter, reading that state. The screen shows:\n\(host.render())"
            )
            return
        }
        let updatesBeforeDismissing = host.updates.count

        try host.dismissSheet()

        guard host.updates.count > updatesBeforeDismissing, let dismissing = host.lastUpdate else {
            Issue.record(
                "Dismissing the sheet changed no state. Is the sheet bound with .constant(...)? A constant binding ignores the write that dismissing makes; bind the sheet to your @State with $. The last update is still:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")"
            )
            return
        }
        #expect(
            !dismissing.changes.isEmpty
                && dismissing.changes.allSatisfy { presenting.changes.map(\.source).contains($0.source) },
            "Dismissing should write back the @State that presented the sheet. Presenting changed \(presentingSources); the trace of dismissing shows:\n\(dismissing)"
        )
    }
}
