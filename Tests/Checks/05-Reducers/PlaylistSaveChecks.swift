// Hidden checks for reducers-parent-save-cancel (Chapters/05-Reducers/Exercises/PlaylistSave.swift).
// They add songs through the playlist's sheet, as a user would, and read the list and the store.
import Composable
import DataFlow
import Testing

@MainActor
@Suite("reducers-parent-save-cancel: Save and cancel from the parent")
struct PlaylistSaveChecks {
    private func makeHost() -> (ViewHost, StoreOf<PlaylistFeature>) {
        // A solution may take ids from `@Dependency(\.uuid)`, which a test must provide.
        let store = Store(initialState: PlaylistFeature.State()) {
            PlaylistFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        return (ViewHost(PlaylistView(store: store)), store)
    }

    @Test("\"plus\", a title and Save lists the song and closes the sheet")
    func save() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Yesterday", into: .textField("Title"))
        try host.tap(.button("Save"))
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            Comment(
                rawValue:
                    "After Save the playlist should hold [\"Yesterday\"], but it holds \(store.songs.map(\.title))."
                    + (store.songs.isEmpty && store.addSong == nil
                        ? " The sheet was closed (addSong is nil) and nothing was appended: Save must read the song, `state.addSong?.song`, and append it before it sets `state.addSong = nil`; after that it is gone."
                        : "")))
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            "Save should close the sheet (`addSong = nil`). The screen shows:\n\(host.render())")
        #expect(
            host.contains(.text("Yesterday")), "The list should show \"Yesterday\". The screen shows:\n\(host.render())"
        )
    }

    @Test("Cancel closes the sheet and adds nothing")
    func cancel() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Help!", into: .textField("Title"))
        try host.tap(.button("Cancel"))
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            "Cancel should close the sheet (`addSong = nil`), but it is still open.")
        #expect(store.songs.isEmpty, "Cancel should add nothing, but the playlist holds \(store.songs.map(\.title)).")
    }

    @Test("two songs saved one after the other are both listed, in order")
    func twoSongs() throws {
        let (host, store) = makeHost()
        for title in ["Yesterday", "Help!"] {
            try host.tap(.button("plus"))
            try host.type(title, into: .textField("Title"))
            try host.tap(.button("Save"))
        }
        #expect(
            store.songs.map(\.title) == ["Yesterday", "Help!"],
            "After saving \"Yesterday\" then \"Help!\" the playlist should hold both in that order, but it holds \(store.songs.map(\.title))."
        )
        #expect(Set(store.songs.map(\.id)).count == 2, "Each saved song should keep its own id.")
    }
}
