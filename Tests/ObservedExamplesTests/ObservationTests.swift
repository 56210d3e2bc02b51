@testable import ObservedExamples
import DataFlow
import Testing

/// Today's SwiftUI: with `@Observable`, a view depends on the properties it reads, not on the
/// whole object.
@MainActor
@Suite("Today's SwiftUI: the player with @Observable and @Bindable")
struct ObservationTests {
    let episode = Episode(title: "Data Flow", showTitle: "WWDC19")

    @Test("changing currentTime re-evaluates the view that reads it and not the view that reads only the title")
    func onlyReadersOfTheChangedPropertyRun() throws {
        let host = ViewHost(ModernPlayerView(episode: episode))

        try host.tap(.button("Forward 30"))

        let update = try #require(host.lastUpdate)
        #expect(update.evaluatedBodies.contains("PlayheadView"))
        #expect(!update.evaluatedBodies.contains("EpisodeTitleView"))
        #expect(!update.evaluatedBodies.contains("ModernPlayerView"))
        #expect(host.texts.contains("0:30"))
    }

    @Test("the trace names the object and the property that changed")
    func theTraceNamesTheProperty() throws {
        let host = ViewHost(ModernPlayerView(episode: episode))

        try host.tap(.button("Forward 30"))

        let sources = try #require(host.lastUpdate).changes.map(\.source)
        #expect(sources.contains { $0.contains("PodcastPlayerModel") && $0.contains("currentTime") })
    }

    @Test("@Bindable gives PlayButton a binding into the model: tapping it plays")
    func bindableGivesBindings() throws {
        let host = ViewHost(ModernPlayerView(episode: episode))

        try host.tap(.button("play.circle"))

        #expect(host.contains(.image("pause.circle")))
    }
}
