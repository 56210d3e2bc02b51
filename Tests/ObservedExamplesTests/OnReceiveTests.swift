@testable import ObservedExamples
import DataFlow
import Testing

/// WWDC19 session 226, "using a publisher": an external event arrives through `onReceive`, is written into
/// `@State`, and from there it is an ordinary state change.
@MainActor
@Suite("onReceive(PodcastPlayer.currentTimePublisher) drives @State currentTime (WWDC19 session 226)")
struct OnReceiveTests {
    let episode = Episode(title: "Data Flow", showTitle: "WWDC19")

    @Test("each time the publisher sends, currentTime takes the new value and the text shows it")
    func eachValueIsShown() {
        let host = ViewHost(PlayerView(episode: episode))
        #expect(host.texts.contains("0:00"))

        PodcastPlayer.currentTimePublisher.send(65)
        #expect(host.texts.contains("1:05"))

        PodcastPlayer.currentTimePublisher.send(126)
        #expect(host.texts.contains("2:06"))
    }

    @Test(
        "a published value is a state change like a tap: the trace shows PlayerView.currentTime changing and PlayerView's body running"
    )
    func aPublishedValueIsAStateChange() throws {
        let host = ViewHost(PlayerView(episode: episode))

        PodcastPlayer.currentTimePublisher.send(30)

        let update = try #require(host.lastUpdate)
        #expect(update.changes.map(\.source) == ["PlayerView.currentTime"])
        #expect(update.evaluatedBodies == ["PlayerView"])
    }

    @Test(
        "a value sent before the view appeared is not replayed: a PassthroughSubject only passes values on as they come"
    )
    func earlierValuesAreNotReplayed() {
        PodcastPlayer.currentTimePublisher.send(45)

        let host = ViewHost(PlayerView(episode: episode))

        #expect(host.texts.contains("0:00"))
    }
}
