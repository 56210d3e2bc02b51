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

    /// ko: "plus", 제목 입력, Save는 노래를 목록에 넣고 시트를 닫습니다
    @Test("\"plus\", a title and Save lists the song and closes the sheet")
    func save() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Yesterday", into: .textField("Title"))
        try host.tap(.button("Save"))
        await settle(host, on: store.outsideWork) { store.addSong == nil }
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            Comment(
                en:
                    "After Save the playlist should hold [\"Yesterday\"], but it holds \(store.songs.map(\.title)). The parent appends the song the child sends in `.delegate(.saveSong(...))`.",
                ko:
                    "Save 뒤에 플레이리스트에는 [\"Yesterday\"]가 있어야 하는데 \(store.songs.map(\.title))이(가) 있습니다. 부모는 자식이 `.delegate(.saveSong(...))`로 보낸 노래를 추가합니다."
            )
        )
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            Comment(
                en:
                    "Save should close the sheet: the parent closes it when the child sends `.delegate(.saveSong(song))`. The screen shows:\n\(host.render())",
                ko: "Save를 누르면 시트가 닫혀야 합니다. 자식이 `.delegate(.saveSong(song))`을 보내면 부모가 시트를 닫습니다. 화면:\n\(host.render())")
        )
        #expect(
            host.contains(.text("Yesterday")),
            Comment(
                en: "The list should show \"Yesterday\". The screen shows:\n\(host.render())",
                ko: "목록에 \"Yesterday\"가 보여야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: Cancel은 시트를 닫고 아무것도 추가하지 않습니다
    @Test("Cancel closes the sheet and adds nothing")
    func cancel() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Help!", into: .textField("Title"))
        try host.tap(.button("Cancel"))
        await settle(host, on: store.outsideWork) { store.addSong == nil }
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            Comment(
                en:
                    "Cancel should close the sheet: the parent closes it when the child sends `.delegate(.cancel)`, but it is still open.",
                ko: "Cancel을 누르면 시트가 닫혀야 합니다. 자식이 `.delegate(.cancel)`을 보내면 부모가 시트를 닫는데, 시트가 아직 열려 있습니다.")
        )
        #expect(
            store.songs.isEmpty,
            Comment(
                en: "Cancel should add nothing, but the playlist holds \(store.songs.map(\.title)).",
                ko: "Cancel은 아무것도 추가하지 않아야 하는데 플레이리스트에 \(store.songs.map(\.title))이(가) 있습니다."))
    }

    /// ko: 차례로 저장한 두 노래가 순서대로 모두 목록에 있습니다
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
            Comment(
                en:
                    "After saving \"Yesterday\" then \"Help!\" the playlist should hold both in that order, but it holds \(store.songs.map(\.title)). The parent appends the song the child sends in `.delegate(.saveSong(...))`.",
                ko:
                    "\"Yesterday\"와 \"Help!\"를 차례로 저장했으니 플레이리스트에는 두 노래가 그 순서로 있어야 하는데 \(store.songs.map(\.title))이(가) 있습니다. 부모는 자식이 `.delegate(.saveSong(...))`로 보낸 노래를 추가합니다."
            )
        )
        #expect(
            Set(store.songs.map(\.id)).count == 2,
            Comment(en: "Each saved song should keep its own id.", ko: "저장한 노래는 각자의 id를 가져야 합니다."))
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

    /// ko: AddSongFeature 자신의 리듀서가 Save에는 .delegate(.saveSong)으로, Cancel에는 .delegate(.cancel)로 답합니다
    @Test("AddSongFeature's own reducer answers Save with .delegate(.saveSong) and Cancel with .delegate(.cancel)")
    func childReducerTellsItsParent() async throws {
        let song = Song(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, title: "Yesterday")

        let save = await childAnswer(to: .saveButtonTapped, expecting: .saveSong(song), song: song)
        #expect(
            save.isEmpty,
            Comment(
                en:
                    "A TestStore of AddSongFeature alone (no view, no parent), editing \"Yesterday\", was sent .saveButtonTapped and should receive .delegate(.saveSong(song)) with that song, returned by AddSongFeature's reducer as an effect (`return .send(.delegate(...))`). It did not. If the view's Save button sends the delegate action itself, only that button can ever save: the reducer is where the child says what happened. The TestStore said:\n\(save.joined(separator: "\n"))",
                ko:
                    "(뷰도 부모도 없이) AddSongFeature 하나만 둔 TestStore가 \"Yesterday\"를 편집하는 중에 .saveButtonTapped를 받았으니, AddSongFeature의 리듀서가 이펙트로 돌려준(`return .send(.delegate(...))`) 그 노래의 .delegate(.saveSong(song))을 받아야 합니다. 받지 못했습니다. 뷰의 Save 버튼이 델리게이트 액션을 직접 보내면 그 버튼만 저장할 수 있습니다. 자식이 무슨 일이 있었는지 알리는 곳은 리듀서입니다. TestStore의 보고:\n\(save.joined(separator: "\n"))"
            )
        )

        let cancel = await childAnswer(to: .cancelButtonTapped, expecting: .cancel, song: song)
        #expect(
            cancel.isEmpty,
            Comment(
                en:
                    "A TestStore of AddSongFeature alone was sent .cancelButtonTapped and should receive .delegate(.cancel), returned by AddSongFeature's reducer (not sent by the view's Cancel button). The TestStore said:\n\(cancel.joined(separator: "\n"))",
                ko:
                    "AddSongFeature 하나만 둔 TestStore가 .cancelButtonTapped를 받았으니, (뷰의 Cancel 버튼이 보낸 것이 아니라) AddSongFeature의 리듀서가 돌려준 .delegate(.cancel)을 받아야 합니다. TestStore의 보고:\n\(cancel.joined(separator: "\n"))"
            )
        )
    }
}
