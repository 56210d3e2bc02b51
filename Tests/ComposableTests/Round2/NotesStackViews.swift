import Composable
import DataFlow

/// The notes app's stack as TCA's "Navigation stacks" tutorial writes its views: a
/// `NavigationStack` over `$store.scope(state: \.path, action: \.path)` whose root lists links
/// that push a note, and a pushed screen that can push the next note, start its timer and close
/// itself (`@Dependency(\.dismiss)` inside `NoteDetail`).
struct NotesStackView: View {
    @Bindable var store: StoreOf<Notes>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List {
                ForEach(store.notes) { note in
                    NavigationLink(note.text, state: NoteDetail.State(note: note))
                }
            }
            .navigationTitle("Notes")
        } destination: { store in
            NoteDetailScreen(store: store)
        }
    }
}

/// One pushed note: its text as the title, how many seconds its timer counted, and buttons that
/// act on its own store.
struct NoteDetailScreen: View {
    let store: StoreOf<NoteDetail>

    var body: some View {
        VStack {
            Text("Ticks: \(store.ticks)")
            Button("Start") { store.send(.startTicking) }
            Button("Close") { store.send(.closeTapped) }
            NavigationLink(
                "Next", state: NoteDetail.State(note: Note(id: store.note.id + 1, text: "Note \(store.note.id + 1)")))
        }
        .navigationTitle(store.note.text)
    }
}
