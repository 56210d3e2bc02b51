// What seed 002 (Apple, "Managing user interface state") and seed 001 (WWDC19 "Data Flow Through
// SwiftUI" notes) say about the podcast player, checked one claim at a time.
import DataFlow
import Testing
@testable import StateExamples

@MainActor
@Suite("PlayerView: a let input and a @State value (seeds 002, 001)")
struct PlayerViewTests {
    let episode = Episode(title: "Some Episode", showTitle: "Great Show")

    @Test("the player shows the episode's title and show title, and a play.circle button")
    func showsTheEpisode() {
        let host = ViewHost(PlayerView(episode: episode))

        #expect(host.texts == ["Some Episode", "Great Show"])
        #expect(host.contains(.button("play.circle")), "Screen:\n\(host.render())")
    }

    @Test("tapping the button toggles the stored value, and the image follows: play.circle, pause.circle, play.circle")
    func buttonTogglesTheImage() throws {
        let host = ViewHost(PlayerView(episode: episode))

        try host.tap(.button("play.circle"))
        #expect(host.contains(.image("pause.circle")))
        #expect(!host.contains(.image("play.circle")))

        try host.tap(.button("pause.circle"))
        #expect(host.contains(.image("play.circle")))
    }

    @Test("a @State change re-evaluates the body that reads it: PlayerView reads isPlaying for its image")
    func stateChangeReevaluatesTheReader() throws {
        let host = ViewHost(PlayerView(episode: episode))

        try host.tap(.button("play.circle"))

        let update = try #require(host.lastUpdate)
        #expect(update.changes.map(\.description) == ["PlayerView.isPlaying (@State): false → true"])
        #expect(update.evaluatedBodies == ["PlayerView"])
    }

    @Test("the episode is a plain let input: tapping play changes isPlaying and nothing else")
    func episodeIsAPlainInput() throws {
        let host = ViewHost(PlayerView(episode: episode))

        try host.tap(.button("play.circle"))

        #expect(host.lastUpdate?.changes.map(\.source) == ["PlayerView.isPlaying"])
        #expect(host.texts == ["Some Episode", "Great Show"])
    }

    @Test("state is stored outside the view struct: each tap toggles the same stored value")
    func stateLivesOutsideTheStruct() throws {
        let host = ViewHost(PlayerView(episode: episode))

        for _ in 1...3 { try host.tap(.kind("Button")) }

        // Three toggles from false: the body evaluated for each tap read the value the previous tap wrote.
        #expect(host.contains(.image("pause.circle")))
        #expect(host.updates.dropFirst().flatMap(\.changes).map(\.newValue) == ["true", "false", "true"])
    }

    @Test("seed 001's version styles the show title as a grey caption")
    func wwdcVersionStylesTheShowTitle() throws {
        let host = ViewHost(WWDC19.PlayerView(episode: episode))

        let showTitle = try host.find(.text("Great Show"))
        #expect(showTitle.attribute("font") == "caption")
        #expect(showTitle.attribute("foregroundColor") == "gray")
        #expect(try host.find(.text("Some Episode")).attribute("font") == nil)
    }

    @Test("seed 001's version behaves like seed 002's: its body re-runs when isPlaying changes")
    func wwdcVersionToggles() throws {
        let host = ViewHost(WWDC19.PlayerView(episode: episode))

        try host.tap(.button("play.circle"))

        #expect(host.contains(.image("pause.circle")))
        #expect(host.lastUpdate?.evaluatedBodies == ["PlayerView"])
    }
}
