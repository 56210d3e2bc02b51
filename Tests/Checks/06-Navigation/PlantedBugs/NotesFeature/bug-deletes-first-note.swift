// Confirming deletes the first note, whatever id the alert carries.
// ko: 확인하면 알림창이 가진 id와 상관없이 첫 번째 노트를 지웁니다.
import Composable
import Foundation

/// A note of the list.
struct Note: Equatable, Identifiable {
    let id: UUID
    var text: String
}

/// The sheet that writes a new note: Save hands it to the list and closes the sheet.
@Reducer
struct NoteEditorFeature {
    @ObservableState
    struct State: Equatable {
        var note: Note
    }
    enum Action: Equatable {
        case delegate(Delegate)
        case saveButtonTapped
        case setText(String)
        @CasePathable
        enum Delegate: Equatable {
            case save(Note)
        }
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .delegate:
                return .none
            case .saveButtonTapped:
                return .run { [note = state.note] send in
                    await send(.delegate(.save(note)))
                    await self.dismiss()
                }
            case let .setText(text):
                state.note.text = text
                return .none
            }
        }
    }
}

/// The notes list: "+" presents the editor, a trash button asks before deleting.
@Reducer
struct NotesFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var destination: Destination.State?
        var notes: IdentifiedArrayOf<Note> = []
    }
    enum Action {
        case addButtonTapped
        case deleteButtonTapped(id: Note.ID)
        case destination(PresentationAction<Destination.Action>)
        @CasePathable
        enum Alert: Equatable {
            case confirmDeletion(id: Note.ID)
        }
    }
    @Dependency(\.uuid) var uuid
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.destination = .editor(NoteEditorFeature.State(note: Note(id: uuid(), text: "")))
                return .none
            case let .deleteButtonTapped(id):
                state.destination = .alert(.deleteNote(id: id))
                return .none
            case let .destination(.presented(.editor(.delegate(.save(note))))):
                state.notes.append(note)
                return .none
            case .destination(.presented(.alert(.confirmDeletion))):
                state.notes.remove(at: 0)
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension NotesFeature {
    /// What the list presents: the editor sheet or the delete alert.
    @Reducer
    enum Destination {
        case editor(NoteEditorFeature)
        case alert(AlertState<NotesFeature.Action.Alert>)
    }
}

extension NotesFeature.Destination.State: Equatable {}

extension AlertState where Action == NotesFeature.Action.Alert {
    /// "Delete this note?", with a destructive "Delete" that confirms and a "Cancel" that only closes.
    static func deleteNote(id: Note.ID) -> Self {
        Self {
            TextState("Delete this note?")
        } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
                TextState("Delete")
            }
            ButtonState(role: .cancel) {
                TextState("Cancel")
            }
        }
    }
}
