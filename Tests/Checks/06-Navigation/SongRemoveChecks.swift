// Hidden checks for nav-stack-dismiss (Chapters/06-Navigation/Exercises/SongRemove.swift).
// They push details by following the list's links, tap "Remove" on the pushed detail's screen (the
// detail view on the pushed element's store, which is what the stack shows), and run the reducer
// in a TestStore, which expects the delegate action and then the pop.
import Composable
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("nav-stack-dismiss: Dismiss a stack element from inside")
struct SongRemoveChecks {
    private let songs: IdentifiedArrayOf<Song> = [
        Song(id: UUID(0), title: "Yesterday"), Song(id: UUID(1), title: "Help!"),
    ]

    private func makeStore() -> StoreOf<PlaylistFeature> {
        Store(initialState: PlaylistFeature.State(songs: songs)) { PlaylistFeature() }
    }

    /// The screen the stack shows for the top pushed element.
    private func topDetail(of store: StoreOf<PlaylistFeature>) throws -> ViewHost {
        let id = try #require(store.path.ids.last, Comment(en: "Nothing is on the path.", ko: "path에 아무것도 없습니다."))
        let detail = try #require(
            store.scope(state: \.path, action: \.path).scope(state: \.[id: id], action: \.[id: id]))
        return ViewHost(SongDetailView(store: detail))
    }

    /// Waits until `condition` holds or the stores' effects have all ended: on what the runtime
    /// knows (`OutsideWork`), never on a clock, so a busy machine cannot fail a correct solution.
    private func waitUntil(on work: OutsideWork, _ condition: @MainActor () -> Bool) async {
        _ = await work.wait(until: condition)
    }

    /// ko: 푸시된 상세 화면의 "Remove"는 그 노래를 지우고 상세 화면을 팝합니다
    @Test("\"Remove\" on a pushed detail removes that song and pops the detail")
    func removeAndPop() async throws {
        let store = makeStore()
        let host = ViewHost(PlaylistView(store: store))
        try host.follow(.link("Help!"))
        let detail = try topDetail(of: store)
        try detail.tap(.button("Remove"))
        await waitUntil(on: store.outsideWork) { store.path.isEmpty && store.songs.count == 1 }
        let poppedBeforeTelling = store.path.isEmpty && store.songs.count == songs.count
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            poppedBeforeTelling
                ? Comment(
                    en:
                        "The detail was popped, but the list never heard which song to remove: it still holds \(store.songs.map(\.title)). Send the delegate action before you dismiss: `await send(.delegate(.removeSong(id)))`, then `await self.dismiss()`. Once the screen is popped its effects are cancelled, so whatever the effect would send after `dismiss()` is lost.",
                    ko:
                        "상세 화면은 닫혔지만 목록은 어떤 노래를 지울지 듣지 못했습니다. 목록에 아직 \(store.songs.map(\.title))이(가) 있습니다. dismiss하기 전에 델리게이트 액션을 보내세요: `await send(.delegate(.removeSong(id)))` 다음에 `await self.dismiss()`. 화면이 닫히면 그 화면의 이펙트는 취소되므로, 이펙트가 `dismiss()` 뒤에 보내려던 것은 사라집니다."
                )
                : Comment(
                    en:
                        "\"Remove\" on \"Help!\" should leave [\"Yesterday\"], but the list holds \(store.songs.map(\.title)).",
                    ko:
                        "\"Help!\"에서 \"Remove\"를 누르면 [\"Yesterday\"]만 남아야 하는데, 목록에 \(store.songs.map(\.title))이(가) 있습니다."
                ))
        #expect(
            store.path.isEmpty && host.pushedScreenCount == 0,
            Comment(
                en: "\"Remove\" should pop the detail, but \(store.path.count) screen(s) are still pushed.",
                ko: "\"Remove\"는 상세 화면을 팝해야 하는데, 아직 화면 \(store.path.count)개가 푸시되어 있습니다."))
    }

    /// ko: 상세 화면 둘이 푸시되어 있을 때, 맨 위의 "Remove"는 그 화면만 팝합니다
    @Test("with two details pushed, \"Remove\" on the top one pops only that one")
    func popsOnlyItself() async throws {
        let store = makeStore()
        let host = ViewHost(PlaylistView(store: store))
        try host.follow(.link("Yesterday"))
        store.send(.path(.push(id: 100, state: SongDetailFeature.State(song: songs[1]))))
        #expect(store.path.count == 2)
        let detail = try topDetail(of: store)
        try detail.tap(.button("Remove"))
        await waitUntil(on: store.outsideWork) { store.path.count < 2 }
        #expect(
            store.path.map(\.song.title) == ["Yesterday"],
            Comment(
                en: "Only the top detail (\"Help!\") should be popped; the path holds \(store.path.map(\.song.title)).",
                ko: "맨 위의 상세 화면(\"Help!\")만 팝되어야 하는데, path에 \(store.path.map(\.song.title))이(가) 있습니다."))
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            Comment(
                en: "\"Help!\" should be removed: \(store.songs.map(\.title)).",
                ko: "\"Help!\"가 지워져야 합니다: \(store.songs.map(\.title))."))
    }

    /// ko: TestStore: 델리게이트 액션이 도착하고, 그다음 상세 화면이 스스로 팝합니다
    @Test("TestStore: the delegate action arrives, then the detail pops itself")
    func testStore() async {
        let store = TestStore(initialState: PlaylistFeature.State(songs: songs)) { PlaylistFeature() }
        await store.send(.path(.push(id: 0, state: SongDetailFeature.State(song: songs[0])))) {
            $0.path[id: 0] = SongDetailFeature.State(song: self.songs[0])
        }
        await store.send(.path(.element(id: 0, action: .removeButtonTapped)))
        await store.receive(\.path[id: 0].delegate.removeSong, UUID(0)) {
            $0.songs = [self.songs[1]]
        }
        await store.receive(\.path.popFrom, 0) {
            $0.path = StackState()
        }
    }
}
