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

    /// ko: "plus"는 노래 추가 시트를 열고, Save는 노래를 목록에 넣고 시트를 닫습니다
    @Test("\"plus\" opens the add-song sheet; Save lists the song and closes it")
    func addSong() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        #expect(
            store.destination?.addSong != nil && host.isPresentingSheet,
            Comment(
                en:
                    "\"plus\" should set `destination = .addSong(...)` and show its sheet. The screen shows:\n\(host.render())",
                ko: "\"plus\"는 `destination = .addSong(...)`을 설정하고 그 시트를 보여 줘야 합니다. 화면:\n\(host.render())"))
        try host.type("Yesterday", into: .textField("Title"))
        if let addSong = store.destination?.addSong {
            #expect(
                addSong.song.title == "Yesterday",
                Comment(
                    en:
                        "Typing \"Yesterday\" in the sheet left its title \"\(addSong.song.title)\": the sheet's reducer never ran. A presented child runs only when the parent runs it, with `.ifLet(\\.$destination, action: \\.destination)` after its `Reduce`; without `ifLet` the child's actions (typing, Save, Cancel) reach nobody.",
                    ko:
                        "시트에 \"Yesterday\"를 입력했는데 제목이 \"\(addSong.song.title)\"입니다. 시트의 리듀서가 실행되지 않았습니다. 표시된 자식은 부모가 `Reduce` 뒤에 `.ifLet(\\.$destination, action: \\.destination)`으로 실행할 때만 실행됩니다. `ifLet`이 없으면 자식의 액션(입력, Save, Cancel)은 아무에게도 닿지 않습니다."
                ))
        }
        try host.tap(.button("Save"))
        await settle(host, on: store.outsideWork) { !host.isPresentingSheet }
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            Comment(
                en: "Save should list the song; the playlist holds \(store.songs.map(\.title)).",
                ko: "Save는 노래를 목록에 넣어야 하는데, 플레이리스트에는 \(store.songs.map(\.title))이(가) 있습니다."))
        #expect(
            !host.isPresentingSheet && store.destination == nil,
            Comment(
                en: "Save should close the sheet. The screen shows:\n\(host.render())",
                ko: "Save는 시트를 닫아야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: "Rename"은 이름 바꾸기 시트를 열고, Save는 플레이리스트 이름을 바꾸고 시트를 닫습니다
    @Test("\"Rename\" opens the rename sheet; Save renames the playlist and closes it")
    func rename() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("Rename"))
        #expect(
            store.destination?.rename != nil && host.isPresentingSheet,
            Comment(
                en:
                    "\"Rename\" should set `destination = .rename(...)` and show its sheet. The screen shows:\n\(host.render())",
                ko: "\"Rename\"은 `destination = .rename(...)`을 설정하고 그 시트를 보여 줘야 합니다. 화면:\n\(host.render())")
        )
        try host.clearText(in: .textField("Name"))
        try host.type("Road trip", into: .textField("Name"))
        try host.tap(.button("Save"))
        await settle(host, on: store.outsideWork) { !host.isPresentingSheet }
        #expect(
            store.name == "Road trip",
            Comment(
                en: "Save should rename the playlist to \"Road trip\", but it is \"\(store.name)\".",
                ko: "Save는 플레이리스트 이름을 \"Road trip\"(으)로 바꿔야 하는데 \"\(store.name)\"입니다."))
        #expect(
            host.navigationTitle == "Road trip",
            Comment(
                en: "The title should show the new name. The screen shows:\n\(host.render())",
                ko: "제목에 새 이름이 보여야 합니다. 화면:\n\(host.render())"))
        #expect(
            !host.isPresentingSheet,
            Comment(
                en: "Save should close the sheet. The screen shows:\n\(host.render())",
                ko: "Save는 시트를 닫아야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 시트에 입력한 뒤 Cancel을 누르면 아무것도 바뀌지 않습니다: 이름과 노래가 그대로입니다
    @Test("typing in a sheet, then Cancel, changes nothing: the name and the songs stay as they were")
    func cancelAfterTyping() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("Rename"))
        try host.clearText(in: .textField("Name"))
        try host.type("Road trip", into: .textField("Name"))
        #expect(
            store.name == "Playlist",
            Comment(
                en:
                    "While the rename sheet is open, the playlist's name should stay \"Playlist\", but typing \"Road trip\" changed it to \"\(store.name)\": the playlist reads the sheet's `.setName` actions. Only the sheet's delegate action (`.delegate(.rename(name))`, sent by Save) may rename the playlist; `.setName` changes the sheet's own copy.",
                ko:
                    "이름 바꾸기 시트가 열려 있는 동안 플레이리스트의 이름은 \"Playlist\" 그대로여야 하는데, \"Road trip\"을 입력하자 \"\(store.name)\"(으)로 바뀌었습니다. 플레이리스트가 시트의 `.setName` 액션을 읽고 있습니다. 플레이리스트의 이름은 Save가 보내는 시트의 델리게이트 액션(`.delegate(.rename(name))`)으로만 바뀌어야 하고, `.setName`은 시트가 가진 사본만 바꿉니다."
            ))
        try host.tap(.button("Cancel"))
        await settle(host, on: store.outsideWork) { !host.isPresentingSheet }
        #expect(
            store.name == "Playlist" && host.navigationTitle == "Playlist",
            Comment(
                en:
                    "Cancel should leave the name \"Playlist\", but it is \"\(store.name)\". Cancel only closes the sheet (`.destination(.dismiss)`): nothing the user typed may reach the playlist. The screen shows:\n\(host.render())",
                ko:
                    "Cancel 뒤에도 이름은 \"Playlist\"여야 하는데 \"\(store.name)\"입니다. Cancel은 시트를 닫기만 합니다(`.destination(.dismiss)`). 사용자가 입력한 것은 플레이리스트에 닿으면 안 됩니다. 화면:\n\(host.render())"
            ))
        try host.tap(.button("plus"))
        try host.type("Yesterday", into: .textField("Title"))
        try host.tap(.button("Cancel"))
        await settle(host, on: store.outsideWork) { !host.isPresentingSheet }
        #expect(
            store.songs.isEmpty,
            Comment(
                en:
                    "Cancel on the add-song sheet should add nothing, but the playlist holds \(store.songs.map(\.title)). Only the sheet's `.delegate(.saveSong(song))`, sent by Save, may add a song.",
                ko:
                    "노래 추가 시트에서 Cancel을 누르면 아무것도 추가되지 않아야 하는데, 플레이리스트에 \(store.songs.map(\.title))이(가) 있습니다. 노래는 Save가 보내는 시트의 `.delegate(.saveSong(song))`로만 추가되어야 합니다."
            ))
    }

    /// ko: 시트 하나를 열면 다른 시트를 대신합니다: 닫으면 아무것도 표시되지 않습니다
    @Test("opening one sheet replaces the other: after closing it nothing is presented")
    func oneAtATime() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        store.send(.renameButtonTapped)
        #expect(
            store.destination?.rename != nil && host.contains(.textField("Name")),
            Comment(
                en:
                    "With the add-song sheet open, .renameButtonTapped should present the rename sheet in its place. The screen shows:\n\(host.render())",
                ko: "노래 추가 시트가 열려 있을 때 .renameButtonTapped는 그 자리에 이름 바꾸기 시트를 띄워야 합니다. 화면:\n\(host.render())")
        )
        try host.tap(.button("Cancel"))
        await settle(host, on: store.outsideWork) { !host.isPresentingSheet }
        #expect(
            !host.isPresentingSheet,
            Comment(
                en:
                    "One destination holds one sheet: after Cancel nothing should be presented, but the screen shows:\n\(host.render())",
                ko: "목적지 하나에는 시트가 하나만 담깁니다. Cancel 뒤에는 아무것도 표시되지 않아야 하는데, 화면은 다음과 같습니다:\n\(host.render())")
        )
        #expect(
            store.songs.isEmpty && store.name == "Playlist",
            Comment(en: "Cancel should change nothing.", ko: "Cancel은 아무것도 바꾸지 않아야 합니다."))
    }

    /// ko: TestStore: 두 버튼 모두 `destination`으로 띄우고, Save의 델리게이트 액션이 목록에 닿습니다
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
