// Hidden checks for nav-confirm-delete (Chapters/06-Navigation/Exercises/PlaylistDelete.swift).
// They tap trash buttons and the alert's buttons as a user would, and run the reducer in a
// TestStore that compares the alert in `destination` with the one the task describes.
import Composable
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("nav-confirm-delete: Delete only when the alert says so")
struct PlaylistDeleteChecks {
    private let songs: IdentifiedArrayOf<Song> = [
        Song(id: UUID(0), title: "Yesterday"), Song(id: UUID(1), title: "Help!"),
    ]

    private func makeHost() -> (ViewHost, StoreOf<PlaylistFeature>) {
        let store = Store(initialState: PlaylistFeature.State(songs: songs)) {
            PlaylistFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        return (ViewHost(PlaylistView(store: store)), store)
    }

    @Test("the trash button shows \"Delete this song?\" and deletes nothing yet")
    func asksFirst() throws {
        let (host, store) = makeHost()
        try host.tap(.button("trash"))
        #expect(
            store.songs.count == 2,
            "The trash button should only ask; the playlist already holds \(store.songs.map(\.title)).")
        #expect(
            host.isPresentingAlert && host.presentedAlert?.label == "Delete this song?",
            "The trash button should show the alert \"Delete this song?\". The screen shows:\n\(host.render())")
    }

    @Test("the alert's \"Delete\" removes that song, no other, and closes the alert")
    func confirmDeletes() throws {
        let (host, store) = makeHost()
        store.send(.deleteButtonTapped(id: songs[1].id))
        try host.tap(.button("Delete"))
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            "\"Delete\" for \"Help!\" should leave [\"Yesterday\"], but the playlist holds \(store.songs.map(\.title))."
        )
        #expect(!host.isPresentingAlert && store.destination == nil, "\"Delete\" should close the alert.")
    }

    @Test("\"Cancel\" closes the alert and deletes nothing")
    func cancelKeeps() throws {
        let (host, store) = makeHost()
        try host.tap(.button("trash"))
        try host.tap(.button("Cancel"))
        #expect(
            store.songs.map(\.title) == ["Yesterday", "Help!"],
            "\"Cancel\" should delete nothing, but the playlist holds \(store.songs.map(\.title)).")
        #expect(!host.isPresentingAlert && store.destination == nil, "\"Cancel\" should close the alert.")
    }

    @Test("TestStore: the alert carries the song's id; a dismissal changes nothing but the destination")
    func testStore() async {
        let store = TestStore(initialState: PlaylistFeature.State(songs: songs)) { PlaylistFeature() }
        let alert = AlertState<PlaylistFeature.Action.Alert> {
            TextState("Delete this song?")
        } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(id: UUID(1))) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
        }
        await store.send(.deleteButtonTapped(id: UUID(1))) {
            $0.destination = .alert(alert)
        }
        await store.send(.destination(.dismiss)) {
            $0.destination = nil
        }
        await store.send(.deleteButtonTapped(id: UUID(1))) {
            $0.destination = .alert(alert)
        }
        await store.send(.destination(.presented(.alert(.confirmDeletion(id: UUID(1)))))) {
            $0.destination = nil
            $0.songs = [Song(id: UUID(0), title: "Yesterday")]
        }
    }
}
