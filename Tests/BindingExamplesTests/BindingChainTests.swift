@testable import BindingExamples
import DataFlow
import Testing

/// Seed 002 on binding chains: `$` on a binding passes it on through any number of views.
@MainActor
@Suite("A binding passed on through views (seed 002)")
struct BindingChainTests {
    let episode = Episode(title: "Some Episode", showTitle: "Great Show")

    @Test("a binding passed on with $ through a middle view still writes the top view's state")
    func theChainReachesTheTop() throws {
        let host = ViewHost(ChainedPlayerView(episode: episode))
        try host.tap(.button("play.circle"))

        #expect(host.lastUpdate?.changes.map(\.source) == ["ChainedPlayerView.isPlaying"])
        #expect(host.texts.contains("Now playing"))
        #expect(host.contains(.image("pause.circle")))
    }

    @Test(
        "in DataFlow the view in the middle, reading nothing, is not re-evaluated (SwiftUI also compares its new binding)"
    )
    func theMiddleViewIsJustAPipe() throws {
        let host = ViewHost(ChainedPlayerView(episode: episode))
        try host.tap(.button("play.circle"))
        #expect(host.lastUpdate?.evaluatedBodies == ["ChainedPlayerView", "PlayButton"])
    }
}
