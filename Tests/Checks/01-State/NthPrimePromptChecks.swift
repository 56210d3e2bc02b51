// Hidden checks for state-ordinal-prompt (Chapters/01-State/Exercises/NthPrimePrompt.swift).
import DataFlow
import Testing

/// The expected ordinal, by the English rules: 11th, 12th, 13th (and 111th...) are the exceptions.
private func expectedOrdinal(_ n: Int) -> String {
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix)"
}

@MainActor
@Suite("state-ordinal-prompt: What's the nth prime?")
struct NthPrimePromptChecks {
    /// ko: ordinalNumber는 1st, 2nd, 3rd, 4th를 돌려줍니다
    @Test("ordinalNumber gives 1st, 2nd, 3rd and 4th")
    func firstFew() {
        for n in 1...4 {
            #expect(
                ordinalNumber(n) == expectedOrdinal(n),
                Comment(
                    en: "ordinalNumber(\(n)) should be \"\(expectedOrdinal(n))\", but it is \"\(ordinalNumber(n))\".",
                    ko: "ordinalNumber(\(n))은(는) \"\(expectedOrdinal(n))\"이어야 하는데 \"\(ordinalNumber(n))\"입니다."))
        }
    }

    /// ko: ordinalNumber는 10대의 수와 까다로운 경우도 처리합니다: 0th, 11th, 12th, 13th, 21st, 22nd, 23rd, 101st, 111th, 112th
    @Test(
        "ordinalNumber handles the teens and the tricky cases: 0th, 11th, 12th, 13th, 21st, 22nd, 23rd, 101st, 111th, 112th"
    )
    func edgeCases() {
        for n in [0, 11, 12, 13, 21, 22, 23, 101, 111, 112, 113, 512, 999] {
            #expect(
                ordinalNumber(n) == expectedOrdinal(n),
                Comment(
                    en: "ordinalNumber(\(n)) should be \"\(expectedOrdinal(n))\", but it is \"\(ordinalNumber(n))\".",
                    ko: "ordinalNumber(\(n))은(는) \"\(expectedOrdinal(n))\"이어야 하는데 \"\(ordinalNumber(n))\"입니다."))
        }
    }

    /// ko: ordinalNumber는 0부터 999까지 모든 수에서 맞습니다
    @Test("ordinalNumber is right for every number from 0 to 999")
    func everyNumberToNineHundredNinetyNine() {
        let wrong = (0...999).filter { ordinalNumber($0) != expectedOrdinal($0) }
        let examples = wrong.prefix(5).map {
            Comment(
                en: "ordinalNumber(\($0)) is \"\(ordinalNumber($0))\", not \"\(expectedOrdinal($0))\"",
                ko: "ordinalNumber(\($0))은(는) \"\(expectedOrdinal($0))\"가 아니라 \"\(ordinalNumber($0))\""
            ).rawValue
        }
        #expect(
            wrong.isEmpty,
            Comment(
                en:
                    "ordinalNumber is wrong for \(wrong.count) numbers from 0 to 999, for example: \(examples.joined(separator: "; "))",
                ko: "ordinalNumber가 0부터 999 중 \(wrong.count)개의 수에서 틀립니다. 예: \(examples.joined(separator: "; "))")
        )
    }

    /// ko: 버튼은 카운트 번째 소수를 묻고, +와 -를 탭하면 카운트를 따라갑니다
    @Test("the button asks for the count-th prime, and follows the count as + and - are tapped")
    func promptFollowsTheCount() throws {
        let host = ViewHost(NthPrimePrompt())
        #expect(
            host.contains(.button("What's the 0th prime?")),
            Comment(
                en:
                    "With the count at 0 the button should read \"What's the 0th prime?\". The screen shows:\n\(host.render())",
                ko: "카운트가 0이면 버튼이 \"What's the 0th prime?\"이어야 합니다. 화면:\n\(host.render())"))

        var count = 0
        for target in [1, 2, 3, 4, 11, 12, 13, 21, 22, 23] {
            while count < target + 1 {
                try host.tap(.button("+"))
                count += 1
            }
            try host.tap(.button("-"))
            count -= 1
            let expected = "What's the \(expectedOrdinal(target)) prime?"
            try #require(
                host.contains(.button(expected)),
                Comment(
                    en:
                        "After taps on + and one on -, the count is \(target) and the button should read \"\(expected)\". The screen shows:\n\(host.render())",
                    ko: "+를 여러 번, -를 한 번 탭해 카운트가 \(target)이므로 버튼은 \"\(expected)\"이어야 합니다. 화면:\n\(host.render())")
            )
        }
    }
}
