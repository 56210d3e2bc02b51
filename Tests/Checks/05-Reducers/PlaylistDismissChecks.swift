// Hidden checks for reducers-dismiss (Chapters/05-Reducers/Exercises/PlaylistDismiss.swift).
// The child closes itself from an effect, so each check lets effects run (up to a second)
// before it reads the screen.
import Composable
import DataFlow
import Testing

@MainActor
@Suite("reducers-dismiss: Dismiss from the child")
struct PlaylistDismissChecks {
    private func makeHost() -> (ViewHost, StoreOf<PlaylistFeature>) {
        // A solution may take ids from `@Dependency(\.uuid)`, which a test must provide.
        let store = Store(initialState: PlaylistFeature.State()) {
            PlaylistFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        return (ViewHost(PlaylistView(store: store)), store)
    }

    /// Lets the store's effects run until `condition` holds, for at most a second.
    private func settle(_ host: ViewHost, until condition: () -> Bool) async {
        for _ in 0..<500 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
            host.settle()
        }
        host.settle()
    }

    @Test("\"plus\", a title and Save lists the song and closes the sheet")
    func save() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Yesterday", into: .textField("Title"))
        try host.tap(.button("Save"))
        await settle(host) { store.addSong == nil && !store.songs.isEmpty }
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            "After Save the playlist should hold [\"Yesterday\"], but it holds \(store.songs.map(\.title)). The parent appends what the child sends in `.delegate(.saveSong(...))`."
        )
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            "After Save the sheet should close: the child calls `await dismiss()` after sending its delegate action. It is still open:\n\(host.render())"
        )
    }

    @Test("Cancel closes the sheet and adds nothing")
    func cancel() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Help!", into: .textField("Title"))
        try host.tap(.button("Cancel"))
        await settle(host) { store.addSong == nil }
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            "Cancel should close the sheet with `await dismiss()` in an effect, but it is still open.")
        #expect(store.songs.isEmpty, "Cancel should add nothing, but the playlist holds \(store.songs.map(\.title)).")
    }

    @Test("two songs saved one after the other are both listed once, in order")
    func twoSongs() async throws {
        let (host, store) = makeHost()
        for title in ["Yesterday", "Help!"] {
            try host.tap(.button("plus"))
            try host.type(title, into: .textField("Title"))
            try host.tap(.button("Save"))
            await settle(host) { store.addSong == nil && store.songs.last?.title == title }
        }
        #expect(
            store.songs.map(\.title) == ["Yesterday", "Help!"],
            "After saving \"Yesterday\" then \"Help!\" the playlist should hold both, once each, in that order, but it holds \(store.songs.map(\.title))."
        )
    }
}
