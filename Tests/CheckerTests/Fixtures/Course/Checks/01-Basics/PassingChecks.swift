import DataFlow
import Testing

@MainActor @Suite struct PassingChecks {
    @Test("The count starts at zero") func startsAtZero() {
        let host = ViewHost(PassingCounter())
        #expect(host.contains(.text("Count: 0")), "Expected \"Count: 0\" on screen:\n\(host.render())")
    }

    @Test("Tapping + adds one") func tappingAddsOne() throws {
        let host = ViewHost(PassingCounter())
        try host.tap(.button("+"))
        #expect(host.texts.contains("Count: 1"), "Expected \"Count: 1\" after one tap, got \(host.texts)")
    }

    @Test("The file's #Preview shows the counter") func previewShowsCounter() throws {
        let host = try ViewHost(preview: "Counter")
        #expect(host.contains(.text("Count: 0")), "Expected the preview to show \"Count: 0\":\n\(host.render())")
    }

    @Test("The examples' #Preview, compiled into the chapter's library, is found too") func examplePreview() throws {
        let host = try ViewHost(preview: "Badge")
        #expect(host.texts == ["[new]"], "Expected the Badge preview to show \"[new]\":\n\(host.render())")
    }
}
