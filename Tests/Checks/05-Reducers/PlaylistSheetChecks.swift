// Hidden checks for reducers-present-sheet (Chapters/05-Reducers/Exercises/PlaylistSheet.swift).
// They tap "plus" in the playlist, type in the sheet and swipe it away, and read the store's state.
import Composable
import DataFlow
import Testing

@MainActor
@Suite("reducers-present-sheet: Present the add-song sheet")
struct PlaylistSheetChecks {
    private func makeHost() -> (ViewHost, StoreOf<PlaylistFeature>) {
        // A solution may take ids from `@Dependency(\.uuid)`, which a test must provide.
        let store = Store(initialState: PlaylistFeature.State()) {
            PlaylistFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        return (ViewHost(PlaylistView(store: store)), store)
    }

    @Test("\"plus\" presents a sheet with an empty Title field")
    func plusPresents() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        #expect(
            store.addSong != nil,
            "After \"plus\", `addSong` should hold the new song's state, but it is nil: set it in `addButtonTapped`.")
        #expect(
            host.isPresentingSheet,
            "After \"plus\" a sheet should be presented. Is `.sheet(item: $store.scope(state: \\.addSong, action: \\.addSong))` on PlaylistView? The screen shows:\n\(host.render())"
        )
        #expect(
            store.addSong?.song.title == "" && host.contains(.textField("Title")),
            "The sheet should start with an empty \"Title\" field. The screen shows:\n\(host.render())")
    }

    @Test("typing in the sheet's field changes the child's state")
    func typingReachesTheChild() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Yesterday", into: .textField("Title"))
        #expect(
            store.addSong?.song.title == "Yesterday",
            "After typing \"Yesterday\" the child's title should be \"Yesterday\", but it is \(String(describing: store.addSong?.song.title)). The child's reducer runs only if the parent's body runs it: `.ifLet(\\.$addSong, action: \\.addSong) { AddSongFeature() }`."
        )
    }

    @Test("swiping the sheet away clears addSong")
    func swipingAwayClears() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.dismissSheet()
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            "Swiping the sheet away sends `.addSong(.dismiss)`; `ifLet` then clears `addSong`, but it is still \(String(describing: store.addSong))."
        )
    }

    @Test("\"plus\" again starts from an empty title and a new song")
    func presentsAFreshSong() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        let first = store.addSong?.song.id
        try host.type("Help!", into: .textField("Title"))
        try host.dismissSheet()
        try host.tap(.button("plus"))
        #expect(
            store.addSong?.song.title == "",
            "The second sheet should start empty, but its title is \(String(describing: store.addSong?.song.title)).")
        #expect(
            store.addSong?.song.id != first,
            "Each sheet should edit a new song with a new id (`UUID()`), but the id was reused.")
    }
}
