// Writes the alert out button by button but never cancels it: a feature that deletes when the alert is dismissed (`.destination(.dismiss)`) survives, because no test sends what Cancel sends and checks that nothing was removed.
// Exercise nav-test-store: Test the navigation with a TestStore
//
// Task: NotesFeature (in the course, not in this file; your tests see it as if they were its test
// target) is a list of notes with one `destination`:
// - `addButtonTapped` presents `.editor(NoteEditorFeature.State(note: Note(id: uuid(), text: "")))`
//   (ids from `@Dependency(\.uuid)`); in the editor, `.setText` edits the note and
//   `.saveButtonTapped` sends `.delegate(.save(note))` and then dismisses the editor; the list
//   appends the saved note;
// - `deleteButtonTapped(id:)` presents `.alert(.deleteNote(id: id))`: "Delete this note?", a
//   destructive "Delete" sending `.confirmDeletion(id:)` and a "Cancel" with no action; the note is
//   removed only when `.confirmDeletion` arrives, and a cancelled alert (`.destination(.dismiss)`)
//   removes nothing.
// Its State is `notes` and `destination` (Equatable); `AlertState.deleteNote(id:)` is available.
//
// Write Swift Testing tests of NotesFeature with a `TestStore`. The checker runs them against the
// correct NotesFeature, where they must pass, and against versions with a planted bug (deleting
// without asking, cancelling that deletes, a save that is lost, an editor that stays open, the
// wrong note deleted), where at least one of your tests must fail for each.
//
// Done when: your tests pass against NotesFeature and catch every planted bug.
//
// From: TCA's tutorial "Testing presentation" and "Multiple destinations". See
// Chapters/06-Navigation/README.md, section 6.
//
// Run: swift run checker check nav-test-store
import Composable
import Foundation
import Testing

@MainActor
struct NotesNavigationTests {
    private let first = Note(id: UUID(10), text: "Milk")
    private let second = Note(id: UUID(11), text: "Eggs")

    @Test func addingANote() async {
        let store = TestStore(initialState: NotesFeature.State()) {
            NotesFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        await store.send(.addButtonTapped) {
            $0.destination = .editor(NoteEditorFeature.State(note: Note(id: UUID(0), text: "")))
        }
        await store.send(.destination(.presented(.editor(.setText("Bread"))))) {
            $0.destination = .editor(NoteEditorFeature.State(note: Note(id: UUID(0), text: "Bread")))
        }
        await store.send(.destination(.presented(.editor(.saveButtonTapped))))
        await store.receive(\.destination.editor.delegate.save) {
            $0.notes = [Note(id: UUID(0), text: "Bread")]
        }
        await store.receive(\.destination.dismiss) {
            $0.destination = nil
        }
    }

    @Test func deletingAsksThenDeletesThatNote() async {
        let store = TestStore(initialState: NotesFeature.State(notes: [first, second])) { NotesFeature() }
        await store.send(.deleteButtonTapped(id: second.id)) {
            $0.destination = .alert(
                AlertState {
                    TextState("Delete this note?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmDeletion(id: self.second.id)) {
                        TextState("Delete")
                    }
                    ButtonState(role: .cancel) {
                        TextState("Cancel")
                    }
                })
        }
        await store.send(.destination(.presented(.alert(.confirmDeletion(id: second.id))))) {
            $0.destination = nil
            $0.notes = [self.first]
        }
    }
}
