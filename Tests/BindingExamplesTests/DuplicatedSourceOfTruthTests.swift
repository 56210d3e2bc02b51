@testable import BindingExamples
import DataFlow
import Testing

/// Seed 001's "problem": a button with its own `@State` is a second source of truth.
@MainActor
@Suite("A second source of truth drifts (seed 001)")
struct DuplicatedSourceOfTruthTests {
    let episode = Episode(title: "Some Episode", showTitle: "Great Show")

    @Test("a @State copy in the child drifts from the parent: the button says playing, the title says paused")
    func theCopyDrifts() throws {
        let host = ViewHost(DuplicatedStatePlayerView(episode: episode))
        try host.tap(.button("play.circle"))

        #expect(host.contains(.image("pause.circle")), "the button's own copy says playing")
        #expect(
            try host.find(.text("Some Episode")).attribute("foregroundColor") == "gray",
            "the parent's copy still says paused")
    }

    @Test("the tap changes the button's copy only; the parent's isPlaying never hears of it")
    func onlyTheChildsCopyChanges() throws {
        let host = ViewHost(DuplicatedStatePlayerView(episode: episode))
        try host.tap(.button("play.circle"))

        let update = try #require(host.lastUpdate)
        #expect(update.changes.map(\.source) == ["StatefulPlayButton.isPlaying"])
        #expect(update.evaluatedBodies == ["StatefulPlayButton"])
    }

    @Test("with a binding there is one source of truth, so the title and the button agree after every tap")
    func oneSourceOfTruthAgrees() throws {
        let host = ViewHost(SingleSourcePlayerView(episode: episode))
        for tap in 1...4 {
            let playing = tap % 2 == 1
            try host.tap(.button(playing ? "play.circle" : "pause.circle"))
            #expect(host.contains(.image(playing ? "pause.circle" : "play.circle")))
            #expect(try host.find(.text("Some Episode")).attribute("foregroundColor") == (playing ? "white" : "gray"))
            #expect(host.lastUpdate?.changes.map(\.source) == ["SingleSourcePlayerView.isPlaying"])
        }
    }
}
