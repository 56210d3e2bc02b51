// Hidden checks for nav-destination-enum (Chapters/06-Navigation/Exercises/PlaylistDestinations.swift).
// They open the sheets as a user would, and run the reducer in a TestStore that expects every
// presentation in `destination`.
import Composable
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("nav-destination-enum: Fold two sheets into one destination")
struct PlaylistDestinationsChecks {
    private func makeHost() -> (ViewHost, StoreOf<PlaylistFeature>) {
        let store = Store(initialState: PlaylistFeature.State()) {
            PlaylistFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        return (ViewHost(PlaylistView(store: store)), store)
    }

    /// Lets the store's effects run until `condition` holds, or until none is left that could make it
    /// hold: a wait on what the runtime knows (`OutsideWork`), never on a clock, so a busy machine
    /// cannot fail a correct solution.
    private func settle(
        _ host: ViewHost, on work: OutsideWork, until condition: @MainActor () -> Bool
    ) async {
        _ = await work.wait(until: condition, settle: { host.settle() })
    }

    @Test("\"plus\" opens the add-song sheet; Save lists the song and closes it")
    func addSong() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        #expect(
            store.destination?.addSong != nil && host.isPresentingSheet,
            "\"plus\" should set `destination = .addSong(...)` and show its sheet. The screen shows:\n\(host.render())")
        try host.type("Yesterday", into: .textField("Title"))
        try host.tap(.button("Save"))
        await settle(host, on: store.outsideWork) { !host.isPresentingSheet }
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            "Save should list the song; the playlist holds \(store.songs.map(\.title)).")
        #expect(
            !host.isPresentingSheet && store.destination == nil,
            "Save should close the sheet. The screen shows:\n\(host.render())")
    }

    @Test("\"Rename\" opens the rename sheet; Save renames the playlist and closes it")
    func rename() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("Rename"))
        #expect(
            store.destination?.rename != nil && host.isPresentingSheet,
            "\"Rename\" should set `destination = .rename(...)` and show its sheet. The screen shows:\n\(host.render())"
        )
        try host.clearText(in: .textField("Name"))
        try host.type("Road trip", into: .textField("Name"))
        try host.tap(.button("Save"))
        await settle(host, on: store.outsideWork) { !host.isPresentingSheet }
        #expect(
            store.name == "Road trip", "Save should rename the playlist to \"Road trip\", but it is \"\(store.name)\".")
        #expect(
            host.navigationTitle == "Road trip",
            "The title should show the new name. The screen shows:\n\(host.render())")
        #expect(!host.isPresentingSheet, "Save should close the sheet. The screen shows:\n\(host.render())")
    }

    @Test("opening one sheet replaces the other: after closing it nothing is presented")
    func oneAtATime() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        store.send(.renameButtonTapped)
        #expect(
            store.destination?.rename != nil && host.contains(.textField("Name")),
            "With the add-song sheet open, .renameButtonTapped should present the rename sheet in its place. The screen shows:\n\(host.render())"
        )
        try host.tap(.button("Cancel"))
        await settle(host, on: store.outsideWork) { !host.isPresentingSheet }
        #expect(
            !host.isPresentingSheet,
            "One destination holds one sheet: after Cancel nothing should be presented, but the screen shows:\n\(host.render())"
        )
        #expect(store.songs.isEmpty && store.name == "Playlist", "Cancel should change nothing.")
    }

    @Test("TestStore: both buttons present through `destination`, and Save's delegate action reaches the list")
    func testStore() async {
        let store = TestStore(initialState: PlaylistFeature.State()) {
            PlaylistFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        await store.send(.addButtonTapped) {
            $0.destination = .addSong(AddSongFeature.State(song: Song(id: UUID(0), title: "")))
        }
        await store.send(.destination(.presented(.addSong(.setTitle("Help!"))))) {
            $0.destination = .addSong(AddSongFeature.State(song: Song(id: UUID(0), title: "Help!")))
        }
        await store.send(.destination(.presented(.addSong(.saveButtonTapped))))
        await store.receive(\.destination.addSong.delegate.saveSong) {
            $0.songs = [Song(id: UUID(0), title: "Help!")]
        }
        await store.receive(\.destination.dismiss) {
            $0.destination = nil
        }
        await store.send(.renameButtonTapped) {
            $0.destination = .rename(RenameFeature.State(name: "Playlist"))
        }
    }
}
