@testable import BindingExamples
import DataFlow
import Testing

/// Seed 002 and seed 001 on `PlayButton` and the `PlayerView` that passes it `$isPlaying`.
@MainActor
@Suite("PlayButton bound to PlayerView's state (seeds 002, 001)")
struct PlayButtonTests {
    let episode = Episode(title: "Some Episode", showTitle: "Great Show")

    @Test("a binding has no storage of its own: writing through it changes the parent's state")
    func writingThroughTheBindingChangesTheParent() throws {
        let host = ViewHost(PlayerView(episode: episode))
        try host.tap(.button("play.circle"))

        let changes = try #require(host.lastUpdate?.changes)
        #expect(changes.map(\.source) == ["PlayerView.isPlaying"])
        #expect(changes.first?.newValue == "true")
    }

    @Test(
        "reading creates a dependency; handing down a binding does not: the tap re-evaluates PlayButton, not PlayerView"
    )
    func handingDownABindingIsNotADependency() throws {
        let host = ViewHost(PlayerView(episode: episode))
        try host.tap(.button("play.circle"))

        let update = try #require(host.lastUpdate)
        #expect(update.changes.map(\.source) == ["PlayerView.isPlaying"], "PlayerView owns the state that changed")
        #expect(
            update.evaluatedBodies == ["PlayButton"],
            "PlayerView only passes $isPlaying on and never reads isPlaying, so SwiftUI does not run its body:\n\(update)"
        )
    }

    @Test("the button reads the parent's value: it shows pause.circle while playing, play.circle otherwise")
    func theButtonShowsTheParentsValue() throws {
        let host = ViewHost(PlayerView(episode: episode))
        #expect(host.contains(.image("play.circle")))

        try host.tap(.button("play.circle"))
        #expect(host.contains(.image("pause.circle")))

        try host.tap(.button("pause.circle"))
        #expect(host.contains(.image("play.circle")))
    }

    @Test("the episode is a read-only input: the player shows its title and show title")
    func theEpisodeIsShown() throws {
        let host = ViewHost(PlayerView(episode: episode))
        #expect(host.texts == ["Some Episode", "Great Show"])
        #expect(try host.find(.text("Great Show")).attribute("font") == "caption")
    }

    @Test("PlayButton can be bound to any Bool: it reads whatever the binding reads")
    func thePlayButtonReadsAnyBinding() {
        let host = ViewHost(PlayButton(isPlaying: .constant(true)))
        #expect(host.contains(.image("pause.circle")))
    }
}
