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

    /// ko: 카운트가 소수(2, 3, 5, 7, 11)이면 "Is this prime?"이 "<count> is prime 🎉"라고 말하는 시트를 띄웁니다
    @Test("at a prime count (2, 3, 5, 7, 11), \"Is this prime?\" presents a sheet saying \"<count> is prime 🎉\"")
    func primeAnswer() throws {
        for prime in [2, 3, 5, 7, 11] {
            let host = try askAbout(prime)
            guard host.isPresentingSheet else {
                Issue.record(
                    Comment(
                        en:
                            "After \(prime) taps on + and a tap on \"Is this prime?\", a sheet should be presented, but none is. The screen shows:\n\(host.render())",
                        ko: "+를 \(prime)번, \"Is this prime?\"을 한 번 탭하면 시트가 표시되어야 하는데 시트가 없습니다. 화면:\n\(host.render())")
                )
                return
            }
            #expect(
                host.contains(.text("\(prime) is prime 🎉")),
                Comment(
                    en: "The sheet should say \"\(prime) is prime 🎉\", but the sheet shows:\n\(host.render())",
                    ko: "시트에 \"\(prime) is prime 🎉\"가 있어야 하는데 시트의 내용은 다음과 같습니다:\n\(host.render())"))
        }
    }

    /// ko: 카운트가 소수가 아니면(0, 1, 4, 6, 9) 시트가 "<count> is not prime :("라고 말합니다
    @Test("at a count that is not prime (0, 1, 4, 6, 9), the sheet says \"<count> is not prime :(\"")
    func compositeAnswer() throws {
        for composite in [0, 1, 4, 6, 9] {
            let host = try askAbout(composite)
            guard host.isPresentingSheet else {
                Issue.record(
                    Comment(
                        en:
                            "After \(composite) taps on + and a tap on \"Is this prime?\", a sheet should be presented, but none is. The screen shows:\n\(host.render())",
                        ko:
                            "+를 \(composite)번, \"Is this prime?\"을 한 번 탭하면 시트가 표시되어야 하는데 시트가 없습니다. 화면:\n\(host.render())"
                    )
                )
                return
            }
            #expect(
                host.contains(.text("\(composite) is not prime :(")),
                Comment(
                    en: "The sheet should say \"\(composite) is not prime :(\", but the sheet shows:\n\(host.render())",
                    ko: "시트에 \"\(composite) is not prime :(\"가 있어야 하는데 시트의 내용은 다음과 같습니다:\n\(host.render())"))
        }
    }

    /// ko: 시트를 닫으면 시트가 사라지고 카운터가 카운트와 함께 다시 보입니다
    @Test("dismissing the sheet hides it and shows the counter again, with its count")
    func dismissHidesTheSheet() throws {
        let count = 6
        let host = try askAbout(count)
        guard host.isPresentingSheet else {
            Issue.record(
                Comment(
                    en:
                        "Tapping \"Is this prime?\" should present a sheet, but none is shown. The screen shows:\n\(host.render())",
                    ko: "\"Is this prime?\"을 탭하면 시트가 표시되어야 하는데 보이지 않습니다. 화면:\n\(host.render())")
            )
            return
        }

        try host.dismissSheet()

        #expect(
            !host.isPresentingSheet,
            Comment(
                en:
                    "After host.dismissSheet() no sheet should be shown: dismissing writes nil (or false) through the sheet's binding, so bind it to your @State with $, not .constant(...). The last update:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")\nThe screen shows:\n\(host.render())",
                ko:
                    "host.dismissSheet() 뒤에는 시트가 없어야 합니다. 시트를 닫으면 시트의 바인딩으로 nil(또는 false)을 쓰므로 .constant(...)가 아니라 $로 여러분의 @State에 바인딩하세요. 마지막 업데이트:\n\(host.lastUpdate.map(String.init(describing:)) ?? "없음")\n화면:\n\(host.render())"
            )
        )
        #expect(
            host.contains(.button("Is this prime?")) && host.contains(.text("\(count)")),
            Comment(
                en:
                    "After dismissing, the counter should be back, still showing \(count). The screen shows:\n\(host.render())",
                ko: "시트를 닫으면 카운터가 다시 보이고 여전히 \(count)을(를) 보여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 시트를 다시 열면 새 카운트에 대해 답합니다
    @Test("opening the sheet again answers for the new count")
    func reopenAnswersForTheNewCount() throws {
        let host = try askAbout(4)
        guard host.isPresentingSheet else {
            Issue.record(
                Comment(
                    en:
                        "Tapping \"Is this prime?\" should present a sheet, but none is shown. The screen shows:\n\(host.render())",
                    ko: "\"Is this prime?\"을 탭하면 시트가 표시되어야 하는데 보이지 않습니다. 화면:\n\(host.render())")
            )
            return
        }
        try host.dismissSheet()

        try host.tap(.button("+"))
        try host.tap(.button("Is this prime?"))

        #expect(
            host.contains(.text("5 is prime 🎉")),
            Comment(
                en:
                    "At 4 the sheet was opened and dismissed; after one more + it should say \"5 is prime 🎉\", but its texts are \(host.texts). The screen shows:\n\(host.render())",
                ko:
                    "4에서 시트를 열었다 닫았습니다. +를 한 번 더 탭한 뒤에는 \"5 is prime 🎉\"여야 하는데 텍스트는 \(host.texts)입니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 시트는 PrimeModalCounter 자신의 @State가 움직입니다: 띄우고 닫을 때 그 상태만 바뀌고 다른 것은 바뀌지 않습니다
    @Test(
        "the sheet is driven by PrimeModalCounter's own @State: presenting and dismissing change it, and nothing else")
    func sheetIsDrivenByState() throws {
        let host = ViewHost(PrimeModalCounter())
        for _ in 0..<3 { try host.tap(.button("+")) }
        let updatesBefore = host.updates.count

        try host.tap(.button("Is this prime?"))

        guard host.updates.count > updatesBefore, let presenting = host.lastUpdate else {
            Issue.record(
                Comment(
                    en:
                        "Tapping \"Is this prime?\" changed no state. Its action should set the @State that the sheet reads.",
                    ko: "\"Is this prime?\"을 탭해도 바뀐 상태가 없습니다. 버튼의 액션이 시트가 읽는 @State를 설정해야 합니다."))
            return
        }
        #expect(
            presenting.changes.allSatisfy { $0.kind == "@State" && $0.source.hasPrefix("PrimeModalCounter.") },
            Comment(
                en:
                    "Tapping \"Is this prime?\" should change PrimeModalCounter's own @State (the state the sheet reads), and nothing else. The trace shows:\n\(presenting)",
                ko: "\"Is this prime?\"을 탭하면 PrimeModalCounter 자신의 @State(시트가 읽는 상태)만 바뀌어야 합니다. 트레이스:\n\(presenting)")
        )
        let presentingSources = presenting.changes.map(\.source).joined(separator: ", ")
        guard host.isPresentingSheet else {
            Issue.record(
                Comment(
                    en:
                        "The tap changed \(presentingSources), but no sheet is presented: attach .sheet(item:) (or .sheet(isPresented:)) to the counter, reading that state. The screen shows:\n\(host.render())",
                    ko:
                        "탭이 \(presentingSources)을(를) 바꿨지만 시트가 표시되지 않았습니다. 그 상태를 읽는 .sheet(item:)(또는 .sheet(isPresented:))를 카운터에 붙이세요. 화면:\n\(host.render())"
                )
            )
            return
        }
        let updatesBeforeDismissing = host.updates.count

        try host.dismissSheet()

        guard host.updates.count > updatesBeforeDismissing, let dismissing = host.lastUpdate else {
            Issue.record(
                Comment(
                    en:
                        "Dismissing the sheet changed no state. Is the sheet bound with .constant(...)? A constant binding ignores the write that dismissing makes; bind the sheet to your @State with $. The last update is still:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")",
                    ko:
                        "시트를 닫아도 바뀐 상태가 없습니다. 시트를 .constant(...)로 바인딩했나요? 상수 바인딩은 시트를 닫을 때의 쓰기를 무시합니다. $로 여러분의 @State에 바인딩하세요. 마지막 업데이트는 그대로입니다:\n\(host.lastUpdate.map(String.init(describing:)) ?? "없음")"
                )
            )
            return
        }
        #expect(
            !dismissing.changes.isEmpty
                && dismissing.changes.allSatisfy { presenting.changes.map(\.source).contains($0.source) },
            Comment(
                en:
                    "Dismissing should write back the @State that presented the sheet. Presenting changed \(presentingSources); the trace of dismissing shows:\n\(dismissing)",
                ko:
                    "시트를 닫으면 시트를 띄운 @State에 다시 써야 합니다. 띄울 때는 \(presentingSources)이(가) 바뀌었습니다. 닫을 때의 트레이스:\n\(dismissing)"
            )
        )
    }
}
