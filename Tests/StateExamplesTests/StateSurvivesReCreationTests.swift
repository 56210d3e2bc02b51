// Seed 002 (Apple, "Managing user interface state"): "the episode is a constant for PlayerView,
// but not for its parent: when the user picks another episode, SwiftUI re-creates PlayerView with
// the new input." And seed 001: "views are re-created often, but @State keeps its value in storage
// through every update."
import DataFlow
import Testing
@testable import StateExamples

@MainActor
@Suite("The parent re-creates PlayerView; its @State survives (seeds 002, 001)")
struct StateSurvivesReCreationTests {
    let queue = [
        Episode(title: "Some Episode", showTitle: "Great Show"),
        Episode(title: "Another Episode", showTitle: "Great Show"),
    ]

    @Test("when the parent's state changes, PlayerView is re-created with the new episode")
    func parentPassesTheNewInput() throws {
        let host = ViewHost(QueuedPlayerView(queue: queue))
        #expect(host.texts.first == "Some Episode")

        try host.tap(.button("Next episode"))

        #expect(host.texts.first == "Another Episode")
        #expect(
            host.lastUpdate?.evaluatedBodies == ["QueuedPlayerView", "PlayerView"],
            "The parent's body ran, and the player's body ran because its input changed.")
    }

    @Test("state survives the parent re-creating the view struct")
    func stateSurvivesReCreation() throws {
        let host = ViewHost(QueuedPlayerView(queue: queue))
        try host.tap(.button("play.circle"))

        try host.tap(.button("Next episode"))

        #expect(
            host.contains(.image("pause.circle")),
            "The new PlayerView struct found the old isPlaying in storage. Screen:\n\(host.render())")
        #expect(host.lastUpdate?.changes.map(\.source) == ["QueuedPlayerView.position"])
    }

    @Test("the player's state change does not re-evaluate the parent")
    func childStateStaysInTheChild() throws {
        let host = ViewHost(QueuedPlayerView(queue: queue))

        try host.tap(.button("play.circle"))

        #expect(host.lastUpdate?.evaluatedBodies == ["PlayerView"])
    }
}
