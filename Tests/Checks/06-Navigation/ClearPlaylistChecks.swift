// Hidden checks for nav-alert-state (Chapters/06-Navigation/Exercises/ClearPlaylist.swift).
// They tap the screen as a user would, and run the reducer in a TestStore, which compares the
// alert in state with the one the task describes.
import Composable
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("nav-alert-state: Ask before clearing, with AlertState")
struct ClearPlaylistChecks {
    private let songs: IdentifiedArrayOf<Song> = [
        Song(id: UUID(0), title: "Yesterday"), Song(id: UUID(1), title: "Help!"),
    ]

    private var expectedAlert: AlertState<PlaylistFeature.Action.Alert> {
        AlertState {
            TextState("Clear the playlist?")
        } actions: {
            ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
            ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
            TextState("This removes every song.")
        }
    }

    private func makeHost() -> (ViewHost, StoreOf<PlaylistFeature>) {
        let store = Store(initialState: PlaylistFeature.State(songs: songs)) { PlaylistFeature() }
        return (ViewHost(PlaylistView(store: store)), store)
    }

    /// ko: "Clear all"은 알림창을 보여 주고 아직 아무것도 지우지 않습니다
    @Test("\"Clear all\" shows the alert and removes nothing yet")
    func asksFirst() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Clear all"))
        #expect(
            store.songs.count == 2,
            Comment(
                en: "\"Clear all\" should only ask; the playlist already holds \(store.songs.map(\.title)).",
                ko: "\"Clear all\"은 묻기만 해야 하는데, 플레이리스트가 벌써 \(store.songs.map(\.title))(으)로 바뀌었습니다."))
        #expect(
            host.isPresentingAlert && host.presentedAlert?.label == "Clear the playlist?",
            Comment(
                en: "\"Clear all\" should show the alert \"Clear the playlist?\". The screen shows:\n\(host.render())",
                ko: "\"Clear all\"은 \"Clear the playlist?\" 알림창을 보여 줘야 합니다. 화면:\n\(host.render())"))
        #expect(
            host.contains(.text("This removes every song.")),
            Comment(
                en: "The alert should say \"This removes every song.\". The screen shows:\n\(host.render())",
                ko: "알림창에 \"This removes every song.\"이라는 문구가 있어야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 알림창의 "Clear"는 플레이리스트를 비우고 알림창을 닫습니다
    @Test("the alert's \"Clear\" empties the playlist and closes the alert")
    func confirmClears() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Clear all"))
        try host.tap(.button("Clear"))
        #expect(
            store.songs.isEmpty,
            Comment(
                en: "After \"Clear\" the playlist should be empty, but it holds \(store.songs.map(\.title)).",
                ko: "\"Clear\" 뒤에는 플레이리스트가 비어 있어야 하는데 \(store.songs.map(\.title))이(가) 남아 있습니다."))
        #expect(
            !host.isPresentingAlert && store.alert == nil,
            Comment(
                en:
                    "After a button of the alert is tapped the alert should be gone (`ifLet` closes it). The screen shows:\n\(host.render())",
                ko: "알림창의 버튼을 누른 뒤에는 알림창이 사라져야 합니다(`ifLet`이 닫습니다). 화면:\n\(host.render())")
        )
    }

    /// ko: "Cancel"은 알림창을 닫고 노래를 모두 남깁니다
    @Test("\"Cancel\" closes the alert and keeps every song")
    func cancelKeeps() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Clear all"))
        let cancelAction = store.alert?.buttons.first { $0.role == .cancel }?.action.action
        try host.tap(.button("Cancel"))
        #expect(
            store.songs.map(\.title) == ["Yesterday", "Help!"],
            cancelAction != nil
                ? Comment(
                    en:
                        "\"Cancel\" emptied the playlist: the alert's Cancel button carries the action `.\(cancelAction!)`, the one that clears. A cancel button has no action (`ButtonState(role: .cancel) { TextState(\"Cancel\") }`): tapping it only closes the alert.",
                    ko:
                        "\"Cancel\"이 플레이리스트를 비웠습니다. 알림창의 Cancel 버튼이 비우는 액션 `.\(cancelAction!)`을 가지고 있습니다. 취소 버튼에는 액션이 없습니다(`ButtonState(role: .cancel) { TextState(\"Cancel\") }`). 누르면 알림창을 닫기만 합니다."
                )
                : Comment(
                    en:
                        "\"Cancel\" should keep every song, but the playlist holds \(store.songs.map(\.title)). Cancel has no action: it arrives as `.alert(.dismiss)`, which a bare `case .alert:` also matches. Clear only in `case .alert(.presented(.confirmClear)):` and let `case .alert:` return `.none`.",
                    ko:
                        "\"Cancel\"은 노래를 모두 남겨야 하는데 플레이리스트에 \(store.songs.map(\.title))이(가) 있습니다. Cancel에는 액션이 없어서 `.alert(.dismiss)`로 도착하고, 그냥 `case .alert:`도 이것과 맞습니다. `case .alert(.presented(.confirmClear)):`에서만 비우고 `case .alert:`는 `.none`을 반환하세요."
                ))
        #expect(
            !host.isPresentingAlert && store.alert == nil,
            Comment(en: "\"Cancel\" should close the alert.", ko: "\"Cancel\"은 알림창을 닫아야 합니다."))
    }

    /// ko: TestStore: 상태 안의 알림창은 설명한 그 알림창이고, 확인하면 비우고 알림창을 닫습니다
    @Test("TestStore: the alert in state is the one described, and confirming clears and dismisses it")
    func testStore() async {
        let store = TestStore(initialState: PlaylistFeature.State(songs: songs)) { PlaylistFeature() }
        await store.send(.clearButtonTapped) {
            $0.alert = self.expectedAlert
        }
        await store.send(.alert(.presented(.confirmClear))) {
            $0.alert = nil
            $0.songs = []
        }
    }
}
