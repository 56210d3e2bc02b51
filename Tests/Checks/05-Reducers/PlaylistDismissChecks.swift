// Hidden checks for reducers-dismiss (Chapters/05-Reducers/Exercises/PlaylistDismiss.swift).
// The child closes itself from an effect, so each check lets effects run (up to a second)
// before it reads the screen.
import Composable
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("reducers-dismiss: Dismiss from the child")
struct PlaylistDismissChecks {
    private func makeHost(log: SheetLog = SheetLog()) -> (ViewHost, StoreOf<PlaylistFeature>) {
        // A solution may take ids from `@Dependency(\.uuid)`, which a test must provide.
        let store = Store(initialState: PlaylistFeature.State()) {
            logging(log)
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
        let log = SheetLog()
        let (host, store) = makeHost(log: log)
        try host.tap(.button("plus"))
        try host.type("Yesterday", into: .textField("Title"))
        try host.tap(.button("Save"))
        await settle(host, on: store.outsideWork) { store.addSong == nil && !store.songs.isEmpty }
        let orderProblem = store.songs.isEmpty ? await problem(in: log) : nil
        #expect(
            store.songs.map(\.title) == ["Yesterday"],
            Comment(
                en:
                    "After Save the playlist should hold [\"Yesterday\"], but it holds \(store.songs.map(\.title)). The parent appends what the child sends in `.delegate(.saveSong(...))`; of the sheet's actions it saw, in order: \(log.summary). \(orderProblem?.en ?? "")",
                ko:
                    "Save 뒤에 플레이리스트에는 [\"Yesterday\"]가 있어야 하는데 \(store.songs.map(\.title))이(가) 있습니다. 부모는 자식이 `.delegate(.saveSong(...))`로 보낸 것을 추가합니다. 부모가 본 시트의 액션(순서대로): \(log.summary). \(orderProblem?.ko ?? "")"
            )
        )
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            Comment(
                en:
                    "After Save the sheet should close: the child calls `await dismiss()` after sending its delegate action. It is still open:\n\(host.render())",
                ko:
                    "Save 뒤에는 시트가 닫혀야 합니다. 자식은 델리게이트 액션을 보낸 뒤 `await dismiss()`를 호출합니다. 시트가 아직 열려 있습니다:\n\(host.render())"
            )
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
                en: "Cancel should close the sheet with `await dismiss()` in an effect, but it is still open.",
                ko: "Cancel을 누르면 이펙트 안의 `await dismiss()`로 시트가 닫혀야 하는데 아직 열려 있습니다."))
        #expect(
            store.songs.isEmpty,
            Comment(
                en: "Cancel should add nothing, but the playlist holds \(store.songs.map(\.title)).",
                ko: "Cancel은 아무것도 추가하지 않아야 하는데 플레이리스트에 \(store.songs.map(\.title))이(가) 있습니다."))
    }

    /// ko: 차례로 저장한 두 노래가 순서대로 한 번씩 목록에 있습니다
    @Test("two songs saved one after the other are both listed once, in order")
    func twoSongs() async throws {
        let (host, store) = makeHost()
        for title in ["Yesterday", "Help!"] {
            try host.tap(.button("plus"))
            try host.type(title, into: .textField("Title"))
            try host.tap(.button("Save"))
            await settle(host, on: store.outsideWork) { store.addSong == nil && store.songs.last?.title == title }
        }
        #expect(
            store.songs.map(\.title) == ["Yesterday", "Help!"],
            Comment(
                en:
                    "After saving \"Yesterday\" then \"Help!\" the playlist should hold both, once each, in that order, but it holds \(store.songs.map(\.title)).",
                ko:
                    "\"Yesterday\"와 \"Help!\"를 차례로 저장했으니 플레이리스트에는 두 노래가 한 번씩 그 순서로 있어야 하는데 \(store.songs.map(\.title))이(가) 있습니다."
            )
        )
    }

    /// The actions of the add-song sheet that reach PlaylistFeature, in the order it sees them.
    private final class SheetLog {
        var entries: [String] = []
        var summary: String { entries.isEmpty ? "nothing" : entries.joined(separator: ", ") }
    }

    /// A reducer placed before PlaylistFeature that writes down the sheet's actions.
    private func logging(_ log: SheetLog) -> Reduce<PlaylistFeature.State, PlaylistFeature.Action> {
        Reduce { _, action in
            switch action {
            case .addSong(.presented(.saveButtonTapped)): log.entries.append(".saveButtonTapped")
            case .addSong(.presented(.cancelButtonTapped)): log.entries.append(".cancelButtonTapped")
            case .addSong(.presented(.delegate(.saveSong(let song)))):
                log.entries.append(".delegate(.saveSong(\"\(song.title)\"))")
            case .addSong(.dismiss): log.entries.append(".dismiss")
            default: break
            }
            return .none
        }
    }

    /// Whether AddSongFeature alone, sent Save, sends `.delegate(.saveSong)` from an effect at all
    /// (its dismissal, with no parent presenting it, is reported and ignored here).
    private func childSendsDelegateOnSave() async -> Bool {
        let log = SheetLog()
        _ = await IssueReporter.capturing {
            let song = Song(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, title: "Help!")
            let store = Store(initialState: AddSongFeature.State(song: song)) {
                Reduce<AddSongFeature.State, AddSongFeature.Action> { _, action in
                    if case .delegate(.saveSong) = action { log.entries.append("delegate") }
                    return .none
                }
                AddSongFeature()
            }
            await store.send(.saveButtonTapped).finish()
        }
        return !log.entries.isEmpty
    }

    /// What is wrong with the order of the sheet's actions after Save, in words, or nil when the
    /// delegate action came and the dismissal after it.
    private func problem(in log: SheetLog) async -> (en: String, ko: String)? {
        let delegate = log.entries.firstIndex { $0.hasPrefix(".delegate") }
        let dismissal = log.entries.firstIndex(of: ".dismiss")
        switch (delegate, dismissal) {
        case let (delegate?, dismissal?) where dismissal < delegate:
            return (
                en:
                    "The dismissal came first and .delegate(.saveSong) after it: send the delegate action first, then `await dismiss()`.",
                ko: "닫기가 먼저 오고 .delegate(.saveSong)이 그 뒤에 왔습니다. 델리게이트 액션을 먼저 보내고, 그다음에 `await dismiss()`를 호출하세요."
            )
        case (_?, _?):
            return nil
        case (nil, _?):
            return await childSendsDelegateOnSave()
                ? (
                    en:
                        "AddSongFeature does send .delegate(.saveSong), but after `await dismiss()`: dismissing ends the child's effects, so what the effect sends after it never arrives. Send the delegate action first, then dismiss.",
                    ko:
                        "AddSongFeature가 .delegate(.saveSong)을 보내기는 하지만 `await dismiss()` 뒤에 보냅니다. 닫으면 자식의 이펙트가 끝나므로, 이펙트가 그 뒤에 보내는 것은 도착하지 않습니다. 델리게이트 액션을 먼저 보내고, 그다음에 닫으세요."
                )
                : (
                    en:
                        "AddSongFeature's reducer dismisses but never sends .delegate(.saveSong(song)) from that effect, so the parent has nothing to append. If the view's Save button sends the delegate action itself, the reducer (which is what a TestStore checks) still tells the parent nothing: send it from the effect, before `await dismiss()`.",
                    ko:
                        "AddSongFeature의 리듀서가 닫기는 하지만 그 이펙트에서 .delegate(.saveSong(song))을 보내지 않으므로 부모는 추가할 것이 없습니다. 뷰의 Save 버튼이 델리게이트 액션을 직접 보내더라도 리듀서(TestStore가 확인하는 것)는 여전히 부모에게 아무것도 알리지 않습니다. `await dismiss()` 전에 이펙트에서 보내세요."
                )
        case (_?, nil):
            return (
                en: "No .dismiss came: the child should `await dismiss()` after sending .delegate(.saveSong(song)).",
                ko: ".dismiss가 오지 않았습니다. 자식은 .delegate(.saveSong(song))을 보낸 뒤 `await dismiss()`를 호출해야 합니다."
            )
        case (nil, nil):
            return (
                en:
                    "Neither .delegate(.saveSong(song)) nor .dismiss came: the child's Save should return an effect that sends the delegate action, then calls `await dismiss()`.",
                ko:
                    ".delegate(.saveSong(song))도 .dismiss도 오지 않았습니다. 자식의 Save는 델리게이트 액션을 보내고 그다음에 `await dismiss()`를 호출하는 이펙트를 돌려줘야 합니다."
            )
        }
    }

    /// ko: AddSongFeature의 리듀서는 Save에 먼저 .delegate(.saveSong)으로 답하고 그 뒤에 닫습니다
    @Test("AddSongFeature's reducer answers Save with .delegate(.saveSong) first and dismisses after it")
    func delegateComesBeforeDismissal() async throws {
        let log = SheetLog()
        let song = Song(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!, title: "Yesterday")
        let store = Store(
            initialState: PlaylistFeature.State(addSong: AddSongFeature.State(song: song))
        ) {
            logging(log)
            PlaylistFeature()
        }

        // No view: the action goes straight to the reducer, as a TestStore would send it.
        await store.send(.addSong(.presented(.saveButtonTapped))).finish()

        if let problem = await problem(in: log) {
            Issue.record(
                Comment(
                    en: "After .saveButtonTapped the parent saw: \(log.summary). \(problem.en)",
                    ko: ".saveButtonTapped 뒤에 부모가 본 액션: \(log.summary). \(problem.ko)"))
        }
        #expect(
            store.songs.map(\.title) == ["Yesterday"] && store.addSong == nil,
            Comment(
                en:
                    "After .saveButtonTapped the playlist should hold [\"Yesterday\"] and the sheet be closed; it holds \(store.songs.map(\.title)) and the sheet is \(store.addSong == nil ? "closed" : "open").",
                ko:
                    ".saveButtonTapped 뒤에 플레이리스트에는 [\"Yesterday\"]가 있고 시트는 닫혀 있어야 합니다. 플레이리스트에는 \(store.songs.map(\.title))이(가) 있고 시트는 \(store.addSong == nil ? "closed" : "open") 상태입니다."
            )
        )
    }
}
