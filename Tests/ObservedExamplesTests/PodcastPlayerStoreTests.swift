@testable import ObservedExamples
import DataFlow
import Testing

/// WWDC19 session 226: an ObservableObject tells its subscribers when it changes through `objectWillChange`,
/// and a view with `@ObservedObject` is one of those subscribers.
@MainActor
@Suite("PodcastPlayerStore with a hand-written objectWillChange (WWDC19 session 226)")
struct PodcastPlayerStoreTests {
    let episodes = [
        Episode(title: "Data Flow", showTitle: "WWDC19"),
        Episode(title: "Combine in Practice", showTitle: "WWDC19"),
    ]

    @Test("advance() sends objectWillChange, so whoever subscribed learns that the player changed")
    func advanceNotifiesSubscribers() {
        let store = PodcastPlayerStore(episodes: episodes)
        var notifications = 0
        let subscription = store.objectWillChange.sink { notifications += 1 }

        store.advance()

        #expect(notifications == 1)
        #expect(store.currentEpisode.title == "Combine in Practice")
        subscription.cancel()
    }

    @Test("a view with @ObservedObject updates by itself when advance() is called")
    func observingViewUpdatesOnAdvance() throws {
        let store = PodcastPlayerStore(episodes: episodes)
        let host = ViewHost(MyView(model: store))
        #expect(host.texts.contains("Data Flow"))

        try host.tap(.button("Next episode"))

        #expect(host.texts.contains("Combine in Practice"))
        #expect(host.lastUpdate?.evaluatedBodies == ["MyView"])
    }

    @Test("the store changed by other code (not a tap) still updates the view: the view depends on the model")
    func changesFromOutsideReachTheView() {
        let store = PodcastPlayerStore(episodes: episodes)
        let host = ViewHost(MyView(model: store))

        store.advance()

        #expect(host.texts.contains("Combine in Practice"))
    }

    @Test("a property changed without objectWillChange.send() does not update the view: nothing told SwiftUI")
    func aSilentChangeIsNotShown() throws {
        let store = PodcastPlayerStore(episodes: episodes)
        let host = ViewHost(MyView(model: store))

        store.currentTime = 90

        #expect(host.texts.contains("0 s"))
        #expect(!host.texts.contains("90 s"))
        try host.tap(.button("Forward 30"))
        #expect(host.texts.contains("120 s"), "the next announced change shows everything, the silent change included")
    }
}
