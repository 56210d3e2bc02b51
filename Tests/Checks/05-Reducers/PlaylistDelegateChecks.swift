// Hidden checks for reducers-delegate (Chapters/05-Reducers/Exercises/PlaylistDelegate.swift).
// They add songs through the playlist's sheet, as a user would, and read the list and the store.
// A delegate action may be sent from an effect, so each check lets effects run (up to a second).
import Composable
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("reducers-delegate: Delegate actions")
struct PlaylistDelegateChecks {
    private func makeHost() -> (ViewHost, StoreOf<PlaylistFeature>) {
        // A solution may take ids from `@Dependency(\.uuid)`, which a test must provide.
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

    @Test("\"plus\", a title and Save lists the song and closes the sheet")
    func save() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Yesterday", into: .textField("Title"))
        try host.tap(.button("Save"))
        await settle(host, on: store.outsideWork) { store.addSong == nil }
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            "After Save the playlist should hold [\"Yesterday\"], but it holds \(store.songs.map(\.title)). The parent appends the song the child sends in `.delegate(.saveSong(...))`."
        )
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            "Save should close the sheet: the parent closes it when the child sends `.delegate(.saveSong(song))`. The screen shows:\n\(host.render())"
        )
        #expect(
            host.contains(.text("Yesterday")), "The list should show \"Yesterday\". The screen shows:\n\(host.render())"
        )
    }

    @Test("Cancel closes the sheet and adds nothing")
    func cancel() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Help!", into: .textField("Title"))
        try host.tap(.button("Cancel"))
        await settle(host, on: store.outsideWork) { store.addSong == nil }
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            "Cancel should close the sheet: the parent closes it when the child sends `.delegate(.cancel)`, but it is still open."
        )
        #expect(store.songs.isEmpty, "Cancel should add nothing, but the playlist holds \(store.songs.map(\.title)).")
    }

    @Test("two songs saved one after the other are both listed, in order")
    func twoSongs() async throws {
        let (host, store) = makeHost()
        for title in ["Yesterday", "Help!"] {
            try host.tap(.button("plus"))
            try host.type(title, into: .textField("Title"))
            try host.tap(.button("Save"))
            await settle(host, on: store.outsideWork) { store.addSong == nil }
        }
        #expect(
            store.songs.map(\.title) == ["Yesterday", "Help!"],
            "After saving \"Yesterday\" then \"Help!\" the playlist should hold both in that order, but it holds \(store.songs.map(\.title)). The parent appends the song the child sends in `.delegate(.saveSong(...))`."
        )
        #expect(Set(store.songs.map(\.id)).count == 2, "Each saved song should keep its own id.")
    }

    /// Sends `action` to AddSongFeature alone, in a TestStore (no view, no parent), and returns
    /// what the TestStore reported when `expected` did not come back from an effect.
    private func childAnswer(
        to action: AddSongFeature.Action, expecting expected: AddSongFeature.Action.Delegate, song: Song
    ) async -> [String] {
        await IssueReporter.capturing {
            let store = TestStore(initialState: AddSongFeature.State(song: song)) { AddSongFeature() }
            store.exhaustivity = .off
            await store.send(action)
            await store.receive(\.delegate, expected)
        }
    }

    @Test("AddSongFeature's own reducer answers Save with .delegate(.saveSong) and Cancel with .delegate(.cancel)")
    func childReducerTellsItsParent() async throws {
        let song = Song(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, title: "Yesterday")

        let save = await childAnswer(to: .saveButtonTapped, expecting: .saveSong(song), song: song)
        #expect(
            save.isEmpty,
            "A TestStore of AddSongFeature alone (no view, no parent), editing \"Yesterday\", was sent .saveButtonTapped and should receive .delegate(.saveSong(song)) with that song, returned by AddSongFeature's reducer as an effect (`return .send(.delegate(...))`). It did not. If the view's Save button sends the delegate action itself, only that button can ever save: the reducer is where the child says what happened. The TestStore said:\n\(save.joined(separator: "\n"))"
        )

        let cancel = await childAnswer(to: .cancelButtonTapped, expecting: .cancel, song: song)
        #expect(
            cancel.isEmpty,
            "A TestStore of AddSongFeature alone was sent .cancelButtonTapped and should receive .delegate(.cancel), returned by AddSongFeature's reducer (not sent by the view's Cancel button). The TestStore said:\n\(cancel.joined(separator: "\n"))"
        )
    }
}
