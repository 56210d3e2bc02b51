// Exercise nav-test-store: Test the navigation with a TestStore
//
// Task: NotesFeature (in the course: Tests/Checks/06-Navigation/NotesFeature.swift, which your
// editor sees; your tests see it as if they were its test target) is a list of notes with one
// `destination`:
// - `addButtonTapped` presents `.editor(NoteEditorFeature.State(note: Note(id: uuid(), text: "")))`
//   (ids from `@Dependency(\.uuid)`); in the editor, `.setText` edits the note and
//   `.saveButtonTapped` sends `.delegate(.save(note))` and then dismisses the editor; the list
//   appends the saved note;
// - `deleteButtonTapped(id:)` presents `.alert(.deleteNote(id: id))`: "Delete this note?", a
//   destructive "Delete" sending `.confirmDeletion(id:)` and a "Cancel" with no action; the note is
//   removed only when `.confirmDeletion` arrives, and a cancelled alert (`.destination(.dismiss)`)
//   removes nothing.
// The types your tests use: `Note(id: UUID, text: String)`; `NotesFeature.State(notes: [...])`
// (Equatable; `notes` is an `IdentifiedArrayOf<Note>`, `destination` starts nil); `destination`'s
// cases `.editor(NoteEditorFeature.State(note:))` and `.alert(AlertState<NotesFeature.Action.Alert>)`;
// the alert's one action `NotesFeature.Action.Alert.confirmDeletion(id: Note.ID)`. The alert has a
// title and two buttons and no message; `AlertState.deleteNote(id:)` builds it.
//
// Write Swift Testing tests of NotesFeature with a `TestStore`. The checker runs them against the
// correct NotesFeature, where they must pass, and against versions with a planted bug (deleting
// without asking, a Cancel button that carries the delete action, a cancelled alert
// (`.destination(.dismiss)`) that deletes, a save that is lost, an editor that stays open, the
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
    @Test func addingANote() async {
        let store = TestStore(initialState: NotesFeature.State()) {
            NotesFeature()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        // TODO: present the editor, type, save; receive what the effects send. Then test deleting.
        _ = store
    }
}
