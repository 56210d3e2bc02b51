// Hidden checks for nav-alert-state (Chapters/06-Navigation/Exercises/ClearPlaylist.swift).
// They tap the screen as a user would, and run the reducer in a TestStore, which compares the
// alert in state with the one the task describes.
import Composable
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("nav-alert-state: Ask before clearing, with AlertState")
struct ClearPlaylistChecks {
    private let songs: IdentifiedArrayOf<Song> = [
        Song(id: UUID(0), title: "Yesterday"), Song(id: UUID(1), title: "Help!"),
    ]

    private var expectedAlert: AlertState<PlaylistFeature.Action.Alert> {
        AlertState {
            TextState("Clear the playlist?")
        } actions: {
            ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
            ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
            TextState("This removes every song.")
        }
    }

    private func makeHost() -> (ViewHost, StoreOf<PlaylistFeature>) {
        let store = Store(initialState: PlaylistFeature.State(songs: songs)) { PlaylistFeature() }
        return (ViewHost(PlaylistView(store: store)), store)
    }

    @Test("\"Clear all\" shows the alert and removes nothing yet")
    func asksFirst() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Clear all"))
        #expect(
            store.songs.count == 2,
            "\"Clear all\" should only ask; the playlist already holds \(store.songs.map(\.title)).")
        #expect(
            host.isPresentingAlert && host.presentedAlert?.label == "Clear the playlist?",
            "\"Clear all\" should show the alert \"Clear the playlist?\". The screen shows:\n\(host.render())")
        #expect(
            host.contains(.text("This removes every song.")),
            "The alert should say \"This removes every song.\". The screen shows:\n\(host.render())")
    }

    @Test("the alert's \"Clear\" empties the playlist and closes the alert")
    func confirmClears() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Clear all"))
        try host.tap(.button("Clear"))
        #expect(
            store.songs.isEmpty,
            "After \"Clear\" the playlist should be empty, but it holds \(store.songs.map(\.title)).")
        #expect(
            !host.isPresentingAlert && store.alert == nil,
            "After a button of the alert is tapped the alert should be gone (`ifLet` closes it). The screen shows:\n\(host.render())"
        )
    }

    @Test("\"Cancel\" closes the alert and keeps every song")
    func cancelKeeps() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Clear all"))
        try host.tap(.button("Cancel"))
        #expect(
            store.songs.map(\.title) == ["Yesterday", "Help!"],
            "\"Cancel\" should keep every song, but the playlist holds \(store.songs.map(\.title)).")
        #expect(!host.isPresentingAlert && store.alert == nil, "\"Cancel\" should close the alert.")
    }

    @Test("TestStore: the alert in state is the one described, and confirming clears and dismisses it")
    func testStore() async {
        let store = TestStore(initialState: PlaylistFeature.State(songs: songs)) { PlaylistFeature() }
        await store.send(.clearButtonTapped) {
            $0.alert = self.expectedAlert
        }
        await store.send(.alert(.presented(.confirmClear))) {
            $0.alert = nil
            $0.songs = []
        }
    }
}
