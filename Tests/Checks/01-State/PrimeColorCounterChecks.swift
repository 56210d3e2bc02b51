// Hidden checks for state-prime-color (Chapters/01-State/Exercises/PrimeColorCounter.swift).
import DataFlow
import Testing

@MainActor
@Suite("state-prime-color: Green for primes")
struct PrimeColorCounterChecks {
    /// Taps "+" (or "-" for a negative `count`) until the counter shows `count`.
    private func counter(at count: Int) throws -> ViewHost {
        let host = ViewHost(PrimeColorCounter())
        for _ in 0..<abs(count) { try host.tap(.button(count < 0 ? "-" : "+")) }
        return host
    }

    /// The colour set on the Text showing `count`; throws, naming what is there, if no Text shows it.
    private func colour(of count: Int, in host: ViewHost) throws -> String? {
        try host.find(.text("\(count)")).attribute("foregroundColor")
    }

    /// ko: 0, 1, -1은 소수가 아닙니다: 카운트가 빨간색입니다
    @Test("0, 1 and -1 are not prime: the count is red")
    func notPrimeAtTheStart() throws {
        for count in [0, 1, -1] {
            let host = try counter(at: count)
            let shown = try colour(of: count, in: host)
            #expect(
                shown == "red",
                Comment(
                    en:
                        "At \(count) the count's Text should have .foregroundColor(.red), but its colour is \(shown ?? "not set"). The screen shows:\n\(host.render())",
                    ko:
                        "\(count)에서는 카운트의 Text에 .foregroundColor(.red)가 있어야 하는데 색이 \(shown ?? "지정되지 않음")입니다. 화면:\n\(host.render())"
                )
            )
        }
    }

    /// ko: 13까지의 소수 카운트는 모두 초록색입니다: 2, 3, 5, 7, 11, 13
    @Test("every prime count up to 13 is green: 2, 3, 5, 7, 11, 13")
    func primeIsGreen() throws {
        for prime in [2, 3, 5, 7, 11, 13] {
            let host = try counter(at: prime)
            let shown = try colour(of: prime, in: host)
            #expect(
                shown == "green",
                Comment(
                    en:
                        "After \(prime) taps on +, the count \(prime) is prime, so its Text should be green, but its colour is \(shown ?? "not set"). The screen shows:\n\(host.render())",
                    ko:
                        "+를 \(prime)번 탭하면 카운트 \(prime)은(는) 소수이므로 Text가 green이어야 하는데 색이 \(shown ?? "지정되지 않음")입니다. 화면:\n\(host.render())"
                )
            )
        }
    }

    /// ko: 15까지의 합성수 카운트는 모두 빨간색입니다: 4, 6, 8, 9, 10, 12, 14, 15
    @Test("every composite count up to 15 is red: 4, 6, 8, 9, 10, 12, 14, 15")
    func compositeIsRed() throws {
        for composite in [4, 6, 8, 9, 10, 12, 14, 15] {
            let host = try counter(at: composite)
            let shown = try colour(of: composite, in: host)
            #expect(
                shown == "red",
                Comment(
                    en:
                        "After \(composite) taps on +, the count \(composite) is not prime, so its Text should be red, but its colour is \(shown ?? "not set"). The screen shows:\n\(host.render())",
                    ko:
                        "+를 \(composite)번 탭하면 카운트 \(composite)은(는) 소수가 아니므로 Text가 red여야 하는데 색이 \(shown ?? "지정되지 않음")입니다. 화면:\n\(host.render())"
                )
            )
        }
    }

    /// ko: 카운트가 줄어들 때도 색이 따라갑니다: 7 초록, 6 빨강, 5 초록, 4 빨강
    @Test("the colour follows the count as it goes down: 7 green, 6 red, 5 green, 4 red")
    func colourFollowsTheCount() throws {
        let host = try counter(at: 7)
        var seen: [String] = []
        for count in [7, 6, 5, 4] {
            if count < 7 { try host.tap(.button("-")) }
            let shown = try colour(of: count, in: host)
            seen.append("\(count): \(shown ?? "not set")")
        }

        #expect(
            seen == ["7: green", "6: red", "5: green", "4: red"],
            Comment(
                en:
                    "Counting down from 7, the colours should be 7 green, 6 red, 5 green, 4 red, but they were \(seen.joined(separator: ", ")). The screen shows:\n\(host.render())",
                ko:
                    "7에서 하나씩 줄이면 색이 7 green, 6 red, 5 green, 4 red여야 하는데 \(seen.joined(separator: ", "))였습니다. 화면:\n\(host.render())"
            )
        )
    }
}
