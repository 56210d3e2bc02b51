import DataFlow
import Testing

@MainActor @Suite struct EarlyExitChecks {
    @Test("The count starts at zero") func startsAtZero() {
        let host = ViewHost(ExitingCounter())
        #expect(host.contains(.text("Count: 0")), "Expected \"Count: 0\" on screen:\n\(host.render())")
    }

    @Test("Tapping + adds one") func tappingAddsOne() throws {
        let host = ViewHost(ExitingCounter())
        try host.tap(.button("+"))
        #expect(host.texts.contains("Count: 1"), "Expected \"Count: 1\" after one tap, got \(host.texts)")
    }
}
