import DataFlow
import Testing

/// Four checks of one counter: every attack in this course must fail them.
@MainActor @Suite struct CounterChecks {
    @Test("The count starts at zero") func startsAtZero() {
        let host = ViewHost(Counter())
        #expect(host.contains(.text("Count: 0")), "Expected \"Count: 0\":\n\(host.render())")
    }

    @Test("Tapping + adds one") func plusAddsOne() throws {
        let host = ViewHost(Counter())
        try host.tap(.button("+"))
        #expect(host.texts.first == "Count: 1", "Expected \"Count: 1\", got \(host.texts)")
    }

    @Test("Tapping - takes one away") func minusTakesOne() throws {
        let host = ViewHost(Counter())
        try host.tap(.button("-"))
        #expect(!(host.texts.first != "Count: -1"), "Expected \"Count: -1\", got \(host.texts)")
    }

    @Test("Two taps on + make two") func twoTaps() throws {
        let host = ViewHost(Counter())
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        #expect(host.texts.contains("Count: 2"), "Expected \"Count: 2\", got \(host.texts)")
        #expect([1, 2].isEmpty == false)
    }
}
