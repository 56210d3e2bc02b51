@testable import EnvironmentExamples
import DataFlow
import Testing

/// WWDC19 session 226: the player in the environment, read only by the views that need it.
@MainActor
@Suite("@EnvironmentObject var player (WWDC19 session 226)")
struct PlayerEnvironmentTests {
    @Test("PlayerView reads the player from the environment: it shows the current episode")
    func playerViewReadsTheEnvironment() {
        let host = ViewHost(PodcastAppRoot())

        #expect(host.texts.contains("Data Flow Through SwiftUI"))
        #expect(host.texts.contains("0:00"))
    }

    @Test("PlayButton(isPlaying: $player.isPlaying) writes through to the shared player, so every reader follows")
    func bindingIntoTheEnvironmentObject() throws {
        let host = ViewHost(PodcastAppRoot())

        try host.tap(.button("play.circle"))

        #expect(host.contains(.image("pause.circle")))
        #expect(host.texts.contains("Playing"), "the mini player reads the same object")
        #expect(try host.find(.text("Data Flow Through SwiftUI")).attribute("foregroundColor") == "white")
    }

    @Test("only the views that read the player run again; the views in between do not")
    func onlyTheReadersRun() throws {
        let host = ViewHost(PodcastAppRoot())

        try host.tap(.button("play.circle"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(bodies.contains("PlayerView"))
        #expect(bodies.contains("MiniPlayerBar"))
        #expect(!bodies.contains("BrowseScreen"))
        #expect(!bodies.contains("NowPlayingSection"))
        // The root runs too: @StateObject both owns and observes the player. Its body makes a
        // BrowseScreen() equal to the last one, so SwiftUI does not run BrowseScreen's body.
        #expect(bodies.contains("PodcastAppRoot"))
    }

    @Test("a view that reads an environment object nobody provided stops the app, naming the missing type")
    func aMissingObjectIsFatal() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await ViewHost(PlayerView())
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("No ObservableObject of type PodcastPlayerStore found"))
        #expect(message.contains("PlayerView declares `@EnvironmentObject var player: PodcastPlayerStore`"))
    }
}
