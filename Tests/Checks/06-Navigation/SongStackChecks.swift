// Hidden checks for nav-stack-push (Chapters/06-Navigation/Exercises/SongStack.swift).
// They follow a row's link on the list's screen, type into the pushed detail's screen (the detail
// view on the pushed element's store, which is what the stack shows), and run the reducer in a
// TestStore.
import Composable
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("nav-stack-push: Push a detail and edit it")
struct SongStackChecks {
    private let songs: IdentifiedArrayOf<Song> = [
        Song(id: UUID(0), title: "Yesterday"), Song(id: UUID(1), title: "Help!"),
    ]

    private func makeHost() -> (ViewHost, StoreOf<PlaylistFeature>) {
        let store = Store(initialState: PlaylistFeature.State(songs: songs)) { PlaylistFeature() }
        return (ViewHost(PlaylistView(store: store)), store)
    }

    /// The screen the stack shows for the top pushed element.
    private func topDetail(of store: StoreOf<PlaylistFeature>) throws -> ViewHost {
        let id = try #require(
            store.path.ids.last,
            Comment(
                en: "Nothing is on the path: following the link pushed nothing.",
                ko: "path에 아무것도 없습니다. 링크를 따라가도 아무것도 푸시되지 않았습니다."))
        let detail = try #require(
            store.scope(state: \.path, action: \.path).scope(state: \.[id: id], action: \.[id: id]))
        return ViewHost(SongDetailView(store: detail))
    }

    /// ko: 행의 링크를 따라가면 그 노래의 상세 화면이 path에 푸시됩니다
    @Test("following a row's link pushes that song's detail onto the path")
    func push() throws {
        let (host, store) = makeHost()
        try host.follow(.link("Help!"))
        #expect(
            store.path.map(\.song.title) == ["Help!"],
            Comment(
                en:
                    "Following \"Help!\" should push its detail: the path holds \(store.path.map(\.song.title)). Is the path run with `.forEach(\\.path, action: \\.path)`?",
                ko:
                    "\"Help!\"를 따라가면 그 상세 화면이 푸시되어야 하는데, path에 \(store.path.map(\.song.title))이(가) 있습니다. path를 `.forEach(\\.path, action: \\.path)`로 실행하고 있나요?"
            )
        )
        #expect(
            host.pushedScreenCount == 1,
            Comment(
                en: "One screen should be pushed, but \(host.pushedScreenCount) are.",
                ko: "화면 하나가 푸시되어야 하는데 \(host.pushedScreenCount)개가 푸시되어 있습니다."))
    }

    /// ko: 푸시된 상세 화면에 제목을 입력하면 목록에서 그 노래의 이름만 바뀝니다
    @Test("typing a title in the pushed detail renames that song in the list, and no other")
    func editRenames() throws {
        let (host, store) = makeHost()
        try host.follow(.link("Help!"))
        let detail = try topDetail(of: store)
        try detail.type(" (remastered)", into: .textField("Title"))
        #expect(
            store.path.last?.song.title == "Help! (remastered)",
            Comment(
                en:
                    "The detail should hold the typed title; it holds \(String(describing: store.path.last?.song.title)).",
                ko: "상세 화면에 입력한 제목이 있어야 하는데 \(String(describing: store.path.last?.song.title))입니다."))
        #expect(
            store.songs.map(\.title) == ["Yesterday", "Help! (remastered)"],
            Comment(
                en: "The list should follow the detail while it is pushed: it holds \(store.songs.map(\.title)).",
                ko: "상세 화면이 푸시되어 있는 동안 목록은 상세 화면을 따라가야 하는데, 목록에 \(store.songs.map(\.title))이(가) 있습니다."))
    }

    /// ko: 뒤로 가면 상세 화면이 팝되고 편집한 내용은 남습니다
    @Test("going back pops the detail and keeps the edit")
    func goBack() throws {
        let (host, store) = makeHost()
        try host.follow(.link("Yesterday"))
        let detail = try topDetail(of: store)
        try detail.type("!", into: .textField("Title"))
        try host.goBack()
        #expect(
            store.path.isEmpty,
            Comment(
                en: "Going back should pop the detail; the path holds \(store.path.count) screens.",
                ko: "뒤로 가면 상세 화면이 팝되어야 하는데, path에 화면 \(store.path.count)개가 있습니다."))
        #expect(
            store.songs.map(\.title) == ["Yesterday!", "Help!"],
            Comment(
                en: "The edit should stay: \(store.songs.map(\.title)).",
                ko: "편집한 내용이 남아야 합니다: \(store.songs.map(\.title))."))
        #expect(
            host.pushedScreenCount == 0,
            Comment(en: "Going back should leave no screen pushed.", ko: "뒤로 가면 푸시된 화면이 하나도 없어야 합니다."))
    }

    /// ko: TestStore: 푸시, 편집, 팝, 그리고 편집할 때마다 따라가는 목록
    @Test("TestStore: push, edit and pop, with the list following each edit")
    func testStore() async {
        let store = TestStore(initialState: PlaylistFeature.State(songs: songs)) { PlaylistFeature() }
        await store.send(.path(.push(id: 0, state: SongDetailFeature.State(song: songs[0])))) {
            $0.path[id: 0] = SongDetailFeature.State(song: self.songs[0])
        }
        await store.send(.path(.element(id: 0, action: .setTitle("Yesterday, again")))) {
            $0.path[id: 0]?.song.title = "Yesterday, again"
            $0.songs[id: UUID(0)]?.title = "Yesterday, again"
        }
        await store.send(.path(.popFrom(id: 0))) {
            $0.path = StackState()
        }
    }
}
