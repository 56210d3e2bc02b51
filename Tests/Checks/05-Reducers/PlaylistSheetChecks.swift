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

    /// ko: "plus"는 빈 Title 필드가 있는 시트를 띄웁니다
    @Test("\"plus\" presents a sheet with an empty Title field")
    func plusPresents() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        #expect(
            store.addSong != nil,
            Comment(
                en:
                    "After \"plus\", `addSong` should hold the new song's state, but it is nil: set it in `addButtonTapped`.",
                ko: "\"plus\" 뒤에 `addSong`에는 새 노래의 상태가 있어야 하는데 nil입니다. `addButtonTapped`에서 설정하세요."))
        #expect(
            host.isPresentingSheet,
            Comment(
                en:
                    "After \"plus\" a sheet should be presented. Is `.sheet(item: $store.scope(state: \\.addSong, action: \\.addSong))` on PlaylistView? The screen shows:\n\(host.render())",
                ko:
                    "\"plus\" 뒤에는 시트가 떠 있어야 합니다. PlaylistView에 `.sheet(item: $store.scope(state: \\.addSong, action: \\.addSong))`가 있나요? 화면:\n\(host.render())"
            )
        )
        #expect(
            store.addSong?.song.title == "" && host.contains(.textField("Title")),
            Comment(
                en: "The sheet should start with an empty \"Title\" field. The screen shows:\n\(host.render())",
                ko: "시트는 빈 \"Title\" 필드로 시작해야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 시트의 필드에 입력하면 자식의 상태가 바뀝니다
    @Test("typing in the sheet's field changes the child's state")
    func typingReachesTheChild() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Yesterday", into: .textField("Title"))
        #expect(
            store.addSong?.song.title == "Yesterday",
            Comment(
                en:
                    "After typing \"Yesterday\" the child's title should be \"Yesterday\", but it is \(String(describing: store.addSong?.song.title)). The child's reducer runs only if the parent's body runs it: `.ifLet(\\.$addSong, action: \\.addSong) { AddSongFeature() }`.",
                ko:
                    "\"Yesterday\"를 입력한 뒤 자식의 제목은 \"Yesterday\"여야 하는데 \(String(describing: store.addSong?.song.title))입니다. 자식의 리듀서는 부모의 body가 실행할 때만 실행됩니다: `.ifLet(\\.$addSong, action: \\.addSong) { AddSongFeature() }`."
            )
        )
    }

    /// ko: 시트를 쓸어내려 닫으면 addSong이 비워집니다
    @Test("swiping the sheet away clears addSong")
    func swipingAwayClears() throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.dismissSheet()
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            Comment(
                en:
                    "Swiping the sheet away sends `.addSong(.dismiss)`; `ifLet` then clears `addSong`, but it is still \(String(describing: store.addSong)).",
                ko:
                    "시트를 쓸어내려 닫으면 `.addSong(.dismiss)`가 전달되고, 그러면 `ifLet`이 `addSong`을 비웁니다. 그런데 아직 \(String(describing: store.addSong))입니다."
            )
        )
    }

    /// ko: "plus"를 다시 누르면 빈 제목과 새 노래로 시작합니다
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
            Comment(
                en:
                    "The second sheet should start empty, but its title is \(String(describing: store.addSong?.song.title)).",
                ko: "두 번째 시트는 비어 있는 채로 시작해야 하는데 제목이 \(String(describing: store.addSong?.song.title))입니다."))
        #expect(
            store.addSong?.song.id != first,
            Comment(
                en: "Each sheet should edit a new song with a new id (`UUID()`), but the id was reused.",
                ko: "시트마다 새 id(`UUID()`)를 가진 새 노래를 편집해야 하는데 id가 다시 쓰였습니다."))
    }
}
