@testable import BindingExamples
import Foundation
import DataFlow
import Testing

/// Seed 002 on `Podcaster`: a binding to a member of a struct held in state.
@MainActor
@Suite("Podcaster binds a toggle to $episode.isFavorite (seed 002)")
struct PodcasterTests {
    @Test("`$episode.isFavorite` binds to a member: toggling changes the episode in Podcaster's state")
    func togglingChangesTheEpisode() throws {
        let host = ViewHost(Podcaster())
        #expect(try host.find(.toggle("Favorite")).value == "off")

        try host.toggle(.toggle("Favorite"))

        let change = try #require(host.lastUpdate?.changes.first)
        #expect(change.source == "Podcaster.episode")
        #expect(change.newValue.contains("isFavorite: true"))
        #expect(try host.find(.toggle("Favorite")).value == "on")
    }

    @Test("the rest of the episode is untouched: only isFavorite changes")
    func onlyTheMemberChanges() throws {
        let host = ViewHost(Podcaster())
        try host.toggle(.toggle("Favorite"))

        let change = try #require(host.lastUpdate?.changes.first)
        #expect(
            change.oldValue.replacingOccurrences(of: "isFavorite: false", with: "isFavorite: true") == change.newValue)
    }

    @Test("the player gets the episode as a plain input and is re-created with the new value")
    func thePlayerIsReevaluated() throws {
        let host = ViewHost(Podcaster())
        try host.toggle(.toggle("Favorite"))
        #expect(host.lastUpdate?.evaluatedBodies == ["Podcaster", "PlayerView"])
        #expect(host.texts.contains("Some Episode"))
    }
}
