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
            "After Save the playlist should hold [\"Yesterday\"], but it holds \(store.songs.map(\.title)). The parent appends what the child sends in `.delegate(.saveSong(...))`; of the sheet's actions it saw, in order: \(log.summary). \(orderProblem ?? "")"
        )
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            "After Save the sheet should close: the child calls `await dismiss()` after sending its delegate action. It is still open:\n\(host.render())"
        )
    }

    @Test("Cancel closes the sheet and adds nothing")
    func cancel() async throws {
        let (host, store) = makeHost()
        try host.tap(.button("plus"))
        try host.type("Help!", into: .textField("Title"))
        try host.tap(.button("Cancel"))
        await settle(host, on: store.outsideWork) { store.addSong == nil }
        #expect(
            store.addSong == nil && !host.isPresentingSheet,
            "Cancel should close the sheet with `await dismiss()` in an effect, but it is still open.")
        #expect(store.songs.isEmpty, "Cancel should add nothing, but the playlist holds \(store.songs.map(\.title)).")
    }

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
            "After saving \"Yesterday\" then \"Help!\" the playlist should hold both, once each, in that order, but it holds \(store.songs.map(\.title))."
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
    private func problem(in log: SheetLog) async -> String? {
        let delegate = log.entries.firstIndex { $0.hasPrefix(".delegate") }
        let dismissal = log.entries.firstIndex(of: ".dismiss")
        switch (delegate, dismissal) {
        case let (delegate?, dismissal?) where dismissal < delegate:
            return
                "The dismissal came first and .delegate(.saveSong) after it: send the delegate action first, then `await dismiss()`."
        case (_?, _?):
            return nil
        case (nil, _?):
            return await childSendsDelegateOnSave()
                ? "AddSongFeature does send .delegate(.saveSong), but after `await dismiss()`: dismissing ends the child's effects, so what the effect sends after it never arrives. Send the delegate action first, then dismiss."
                : "AddSongFeature's reducer dismisses but never sends .delegate(.saveSong(song)) from that effect, so the parent has nothing to append. If the view's Save button sends the delegate action itself, the reducer (which is what a TestStore checks) still tells the parent nothing: send it from the effect, before `await dismiss()`."
        case (_?, nil):
            return "No .dismiss came: the child should `await dismiss()` after sending .delegate(.saveSong(song))."
        case (nil, nil):
            return
                "Neither .delegate(.saveSong(song)) nor .dismiss came: the child's Save should return an effect that sends the delegate action, then calls `await dismiss()`."
        }
    }

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
            Issue.record(Comment(rawValue: "After .saveButtonTapped the parent saw: \(log.summary). \(problem)"))
        }
        #expect(
            store.songs.map(\.title) == ["Yesterday"] && store.addSong == nil,
            "After .saveButtonTapped the playlist should hold [\"Yesterday\"] and the sheet be closed; it holds \(store.songs.map(\.title)) and the sheet is \(store.addSong == nil ? "closed" : "open")."
        )
    }
}
