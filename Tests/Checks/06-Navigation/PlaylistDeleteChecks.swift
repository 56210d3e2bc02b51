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

    /// ko: 휴지통 버튼은 "Delete this song?"을 보여 주고 아직 아무것도 지우지 않습니다
    @Test("the trash button shows \"Delete this song?\" and deletes nothing yet")
    func asksFirst() throws {
        let (host, store) = makeHost()
        try host.tap(.button("trash"))
        #expect(
            store.songs.count == 2,
            Comment(
                en: "The trash button should only ask; the playlist already holds \(store.songs.map(\.title)).",
                ko: "휴지통 버튼은 묻기만 해야 하는데, 플레이리스트가 벌써 \(store.songs.map(\.title))(으)로 바뀌었습니다."))
        #expect(
            host.isPresentingAlert && host.presentedAlert?.label == "Delete this song?",
            Comment(
                en: "The trash button should show the alert \"Delete this song?\". The screen shows:\n\(host.render())",
                ko: "휴지통 버튼은 \"Delete this song?\" 알림창을 보여 줘야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 알림창의 "Delete"는 그 노래만 지우고 알림창을 닫습니다
    @Test("the alert's \"Delete\" removes that song, no other, and closes the alert")
    func confirmDeletes() throws {
        let (host, store) = makeHost()
        store.send(.deleteButtonTapped(id: songs[1].id))
        try host.tap(.button("Delete"))
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            Comment(
                en:
                    "\"Delete\" for \"Help!\" should leave [\"Yesterday\"], but the playlist holds \(store.songs.map(\.title)).",
                ko: "\"Help!\"에서 \"Delete\"를 누르면 [\"Yesterday\"]가 남아야 하는데 플레이리스트에 \(store.songs.map(\.title))이(가) 있습니다."
            )
        )
        #expect(
            !host.isPresentingAlert && store.destination == nil,
            Comment(en: "\"Delete\" should close the alert.", ko: "\"Delete\"는 알림창을 닫아야 합니다."))
    }

    /// ko: "Cancel"은 알림창을 닫고 아무것도 지우지 않습니다
    @Test("\"Cancel\" closes the alert and deletes nothing")
    func cancelKeeps() throws {
        let (host, store) = makeHost()
        try host.tap(.button("trash"))
        let cancelAction = store.destination?.alert?.buttons.first { $0.role == .cancel }?.action.action
        try host.tap(.button("Cancel"))
        #expect(
            store.songs.map(\.title) == ["Yesterday", "Help!"],
            cancelAction != nil
                ? Comment(
                    en:
                        "\"Cancel\" deleted a song: the alert's Cancel button carries the action `.\(cancelAction!)`, the one that deletes. A cancel button has no action (`ButtonState(role: .cancel) { TextState(\"Cancel\") }`): tapping it only closes the alert.",
                    ko:
                        "\"Cancel\"이 노래를 지웠습니다. 알림창의 Cancel 버튼이 지우는 액션 `.\(cancelAction!)`을 가지고 있습니다. 취소 버튼에는 액션이 없습니다(`ButtonState(role: .cancel) { TextState(\"Cancel\") }`). 누르면 알림창을 닫기만 합니다."
                )
                : Comment(
                    en:
                        "\"Cancel\" should delete nothing, but the playlist holds \(store.songs.map(\.title)). Cancel has no action: it arrives as `.destination(.dismiss)`, which a bare `case .destination:` also matches. Delete only in `case let .destination(.presented(.alert(.confirmDeletion(id)))):`.",
                    ko:
                        "\"Cancel\"은 아무것도 지우지 않아야 하는데 플레이리스트에 \(store.songs.map(\.title))이(가) 있습니다. Cancel에는 액션이 없어서 `.destination(.dismiss)`로 도착하고, 그냥 `case .destination:`도 이것과 맞습니다. `case let .destination(.presented(.alert(.confirmDeletion(id)))):`에서만 지우세요."
                ))
        #expect(
            !host.isPresentingAlert && store.destination == nil,
            Comment(en: "\"Cancel\" should close the alert.", ko: "\"Cancel\"은 알림창을 닫아야 합니다."))
    }

    /// ko: TestStore: 알림창은 노래의 id를 가지고 있고, 닫기는 destination 말고는 아무것도 바꾸지 않습니다
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
