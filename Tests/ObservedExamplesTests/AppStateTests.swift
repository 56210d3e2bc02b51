@testable import ObservedExamples
import DataFlow
import Testing

/// Point-Free #65: state that must outlive a screen lives in an object the screens share.
@MainActor
@Suite("Point-Free's AppState survives navigation (Point-Free #65)")
struct AppStateTests {
    @Test("with @State var count, leaving the counter and coming back starts again from 0")
    func localStateIsLostOnNavigation() throws {
        let host = ViewHost(LocalStateContentView())
        try host.tap(.link("Counter demo"))
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        #expect(host.texts.contains("2"))

        try host.goBack()
        try host.tap(.link("Counter demo"))

        #expect(host.texts.contains("0"))
    }

    @Test("with AppState passed from ContentView to CounterView, the count survives leaving and coming back")
    func appStateSurvivesNavigation() throws {
        let state = AppState()
        let host = ViewHost(rootView: ContentView(state: state))
        try host.tap(.link("Counter demo"))
        try host.tap(.button("+"))
        try host.tap(.button("+"))
        try host.tap(.button("+"))

        try host.goBack()
        try host.tap(.link("Counter demo"))

        #expect(host.texts.contains("3"))
        #expect(host.texts.contains("What's the 3rd prime?"))
        #expect(state.count == 3)
    }

    @Test("willSet sends objectWillChange just before the count changes, not after")
    func willSetAnnouncesBeforeTheChange() {
        let state = AppState()
        var countsSeenAtAnnouncement: [Int] = []
        let subscription = state.objectWillChange.sink { countsSeenAtAnnouncement.append(state.count) }

        state.count = 1
        state.count = 2

        #expect(countsSeenAtAnnouncement == [0, 1])
        subscription.cancel()
    }

    @Test(
        "AppState declares no publisher: Combine synthesizes one objectWillChange per object, the same for its whole life"
    )
    func synthesizedPublisherIsTheObjects() throws {
        let state = AppState()
        #expect(state.objectWillChange === state.objectWillChange)
        #expect(AppState().objectWillChange !== state.objectWillChange)

        let host = ViewHost(rootView: ContentView(state: state))
        try host.tap(.link("Counter demo"))
        state.count = 5
        #expect(host.texts.contains("5"))
    }

    @Test("@Published announces exactly as the hand-written willSet does: once per change, before it")
    func publishedIsTheSameAnnouncement() {
        let state = PublishedAppState()
        var countsSeenAtAnnouncement: [Int] = []
        let subscription = state.objectWillChange.sink { countsSeenAtAnnouncement.append(state.count) }

        state.count = 1
        state.count = 2

        #expect(countsSeenAtAnnouncement == [0, 1])
        subscription.cancel()
    }

    @Test("the counter's taps change the AppState, and the trace names CounterView as the view that re-ran")
    func theTraceNamesTheObserver() throws {
        let host = ViewHost(ContentView(state: AppState()))
        try host.tap(.link("Counter demo"))

        try host.tap(.button("+"))

        let update = try #require(host.lastUpdate)
        #expect(update.evaluatedBodies.contains("CounterView"))
        #expect(update.changes.contains { $0.source.contains("AppState") })
    }
}
