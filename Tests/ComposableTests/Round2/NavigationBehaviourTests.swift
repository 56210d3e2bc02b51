@testable import Composable
import Foundation
import Testing

/// Alerts, enum destinations and stacks behave as TCA documents: an alert goes away when one of
/// its buttons sends an action, a cancelled alert deletes nothing, a child dismisses itself, a
/// pushed screen's effects stop when it is popped.
@MainActor
@Suite struct NavigationBehaviourTests {
    @Test func confirmingTheAlertDeletesAndDismissesIt() async {
        let store = TestStore(initialState: Notes.State(notes: [Note(id: 0, text: "a")])) { Notes() }
        await store.send(.deleteTapped(id: 0)) {
            $0.destination = .alert(
                AlertState {
                    TextState("Delete?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmDeletion(id: 0)) { TextState("Delete") }
                    ButtonState(role: .cancel) { TextState("Cancel") }
                })
        }
        await store.send(\.destination.alert.confirmDeletion, 0) {
            $0.notes = []
            $0.destination = nil
        }
    }

    @Test func cancellingTheAlertDeletesNothing() async {
        let store = TestStore(initialState: Notes.State(notes: [Note(id: 0, text: "a")])) { Notes() }
        store.exhaustivity = .off
        await store.send(.deleteTapped(id: 0))
        await store.send(.destination(.dismiss)) {
            $0.destination = nil
        }
        #expect(store.state.notes.count == 1)
    }

    @Test func theEditorSavesThenDismissesItself() async {
        let store = TestStore(initialState: Notes.State()) { Notes() }
        await store.send(.addTapped) {
            $0.destination = .editor(NoteEditor.State(note: Note(id: 0, text: "")))
        }
        await store.send(\.destination.editor.setText, "hi") {
            $0.destination?.modify(\.editor) { $0.note.text = "hi" }
        }
        await store.send(\.destination.editor.saveTapped)
        await store.receive(\.destination.editor.delegate.save, Note(id: 0, text: "hi")) {
            $0.notes = [Note(id: 0, text: "hi")]
        }
        await store.receive(\.destination.dismiss) {
            $0.destination = nil
        }
    }

    @Test func aPushedScreenTicksUntilItIsPopped() async {
        let clock = TestClock<Duration>()
        let store = TestStore(initialState: Notes.State()) {
            Notes()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(\.path.push, (id: 0, NoteDetail.State(note: Note(id: 7, text: "x")))) {
            $0.path[id: 0] = NoteDetail.State(note: Note(id: 7, text: "x"))
        }
        await store.send(\.path[id: 0].startTicking)
        await clock.advance(by: .seconds(2))
        await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 1 }
        await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 2 }
        // Popping cancels the timer: no more ticks arrive, and the test store sees no running effect.
        await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
        await clock.advance(by: .seconds(5))
    }

    @Test func aScreenDismissesItselfFromInside() async {
        let store = TestStore(initialState: Notes.State()) { Notes() }
        await store.send(\.path.push, (id: 0, NoteDetail.State(note: Note(id: 1, text: "x")))) {
            $0.path[id: 0] = NoteDetail.State(note: Note(id: 1, text: "x"))
        }
        await store.send(\.path[id: 0].closeTapped)
        await store.receive(\.path.popFrom, 0) { $0.path = StackState() }
    }

    @Test func appendedScreensAreNumberedFromZeroInEachTestStore() async {
        let store = TestStore(initialState: StackHolder.State()) { StackHolder() }
        await store.send(.pushTwo) {
            $0.path.append(1)
            $0.path.append(2)
        }
        #expect(store.state.path.ids == [0, 1])
    }
}

@Reducer
struct StackHolder {
    struct State: Equatable { var path = StackState<Int>() }
    enum Action { case pushTwo }
    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.path.append(1)
            state.path.append(2)
            return .none
        }
    }
}
