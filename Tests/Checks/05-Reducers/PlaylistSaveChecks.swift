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

    /// ko: "plus", 제목 입력, Save는 노래를 목록에 넣고 시트를 닫습니다
    @Test("\"plus\", a title and Save lists the song and closes the sheet")
    func save() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Yesterday", into: .textField("Title"))
        try host.tap(.button("Save"))
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            Comment(
                en:
                    "After Save the playlist should hold [\"Yesterday\"], but it holds \(store.songs.map(\.title))."
                    + (store.songs.isEmpty && store.addSong == nil
                        ? " The sheet was closed (addSong is nil) and nothing was appended: Save must read the song, `state.addSong?.song`, and append it before it sets `state.addSong = nil`; after that it is gone."
                        : ""),
                ko:
                    "Save 뒤에 플레이리스트에는 [\"Yesterday\"]가 있어야 하는데 \(store.songs.map(\.title))이(가) 있습니다."
                    + (store.songs.isEmpty && store.addSong == nil
                        ? " 시트는 닫혔지만(addSong이 nil) 추가된 것이 없습니다. Save는 `state.addSong = nil`로 설정하기 전에 노래(`state.addSong?.song`)를 읽어 추가해야 합니다. 그 뒤에는 노래가 사라집니다."
                        : "")))
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            Comment(
                en: "Save should close the sheet (`addSong = nil`). The screen shows:\n\(host.render())",
                ko: "Save를 누르면 시트가 닫혀야 합니다(`addSong = nil`). 화면:\n\(host.render())"))
        #expect(
            host.contains(.text("Yesterday")),
            Comment(
                en: "The list should show \"Yesterday\". The screen shows:\n\(host.render())",
                ko: "목록에 \"Yesterday\"가 보여야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: Cancel은 시트를 닫고 아무것도 추가하지 않습니다
    @Test("Cancel closes the sheet and adds nothing")
    func cancel() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Help!", into: .textField("Title"))
        try host.tap(.button("Cancel"))
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            Comment(
                en: "Cancel should close the sheet (`addSong = nil`), but it is still open.",
                ko: "Cancel을 누르면 시트가 닫혀야 하는데(`addSong = nil`) 아직 열려 있습니다."))
        #expect(
            store.songs.isEmpty,
            Comment(
                en: "Cancel should add nothing, but the playlist holds \(store.songs.map(\.title)).",
                ko: "Cancel은 아무것도 추가하지 않아야 하는데 플레이리스트에 \(store.songs.map(\.title))이(가) 있습니다."))
    }

    /// ko: 차례로 저장한 두 노래가 순서대로 모두 목록에 있습니다
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
            Comment(
                en:
                    "After saving \"Yesterday\" then \"Help!\" the playlist should hold both in that order, but it holds \(store.songs.map(\.title)).",
                ko:
                    "\"Yesterday\"와 \"Help!\"를 차례로 저장했으니 플레이리스트에는 두 노래가 그 순서로 있어야 하는데 \(store.songs.map(\.title))이(가) 있습니다."
            )
        )
        #expect(
            Set(store.songs.map(\.id)).count == 2,
            Comment(en: "Each saved song should keep its own id.", ko: "저장한 노래는 각자의 id를 가져야 합니다."))
    }
}
