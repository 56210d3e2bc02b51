import DataFlow
import Testing

/// What seed 003 says of its `AppState`: held in an observable object outside the views, the
/// count survives leaving the counter screen and coming back, which `@State` in the counter did not.
@MainActor
@Suite("Seed 003: AppState survives navigation")
struct SeedObservedObjectTests {
    @Test("The count kept in AppState survives going back and pushing the counter again")
    func countSurvivesNavigation() throws {
        let state = AppState()
        let host = ViewHost(PrimeContentView(state: state))
        try host.follow(.link("Counter demo"))
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        #expect(host.contains(.text("2")))
        #expect(host.contains(.text("What's the 2nd prime?")))
        try host.goBack()
        try host.follow(.link("Counter demo"))
        #expect(host.contains(.text("2")))
        #expect(state.count == 2)
    }

    @Test("Each tap is one @Published change, named in the trace, and re-evaluates the views observing AppState")
    func traceNamesTheProperty() throws {
        let host = ViewHost(PrimeContentView(state: AppState()))
        try host.follow(.link("Counter demo"))
        try host.tap(.button("+"))
        let update = try #require(host.lastUpdate)
        #expect(update.changes.map(\.description) == ["AppState.count (@Published): 0 → 1"])
        #expect(update.evaluatedBodies.contains("PrimeCounterView"))
    }
}
