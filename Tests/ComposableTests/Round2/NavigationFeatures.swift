@testable import Composable
import Foundation

/// A note list with an enum destination (an editor sheet or a delete alert) and a stack of
/// note details: the shapes of TCA's "Multiple destinations" and "Navigation stacks" tutorials,
/// written here for the behaviour tests.
struct Note: Equatable, Identifiable, Sendable {
    let id: Int
    var text: String
}

@Reducer
struct NoteEditor {
    @ObservableState
    struct State: Equatable {
        var note: Note
    }
    enum Action: Equatable {
        case setText(String)
        case saveTapped
        case delegate(Delegate)
        @CasePathable
        enum Delegate: Equatable { case save(Note) }
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .setText(text):
                state.note.text = text
                return .none
            case .saveTapped:
                return .run { [note = state.note] send in
                    await send(.delegate(.save(note)))
                    await dismiss()
                }
            case .delegate:
                return .none
            }
        }
    }
}

@Reducer
struct NoteDetail {
    @ObservableState
    struct State: Equatable {
        var note: Note
        var ticks = 0
    }
    enum Action: Equatable {
        case startTicking
        case tick
        case closeTapped
    }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .startTicking:
                return .run { send in
                    for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
                }
            case .tick:
                state.ticks += 1
                return .none
            case .closeTapped:
                return .run { _ in await dismiss() }
            }
        }
    }
}

@Reducer
struct Notes {
    @ObservableState
    struct State: Equatable {
        var notes: IdentifiedArrayOf<Note> = []
        @Presents var destination: Destination.State?
        var path = StackState<NoteDetail.State>()
    }
    enum Action {
        case addTapped
        case deleteTapped(id: Note.ID)
        case destination(PresentationAction<Destination.Action>)
        case path(StackActionOf<NoteDetail>)
        @CasePathable
        enum Alert: Equatable { case confirmDeletion(id: Note.ID) }
    }
    @Reducer(state: .equatable)
    enum Destination {
        case editor(NoteEditor)
        case alert(AlertState<Notes.Action.Alert>)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addTapped:
                state.destination = .editor(NoteEditor.State(note: Note(id: state.notes.count, text: "")))
                return .none
            case let .deleteTapped(id):
                state.destination = .alert(
                    AlertState {
                        TextState("Delete?")
                    } actions: {
                        ButtonState(role: .destructive, action: .confirmDeletion(id: id)) { TextState("Delete") }
                        ButtonState(role: .cancel) { TextState("Cancel") }
                    })
                return .none
            case let .destination(.presented(.alert(.confirmDeletion(id)))):
                state.notes.remove(id: id)
                return .none
            case let .destination(.presented(.editor(.delegate(.save(note))))):
                state.notes.updateOrAppend(note)
                return .none
            case .destination, .path:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
        .forEach(\.path, action: \.path) { NoteDetail() }
    }
}
