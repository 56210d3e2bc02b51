// Builds the alert in a static function of an AlertState extension, as TCA's tutorial does.
// Exercise nav-confirm-delete: Delete only when the alert says so
//
// Task: the trash button deletes the song at once. Make it ask first, through the alert case of
// the playlist's `destination` (already declared, and already shown by the view):
// - `deleteButtonTapped(id:)` presents `.alert(...)`: title "Delete this song?", a destructive
//   "Delete" button sending `.confirmDeletion(id:)` with the song's id, and a cancel button "Cancel"
//   with no action; it deletes nothing;
// - the song is removed when `.destination(.presented(.alert(.confirmDeletion(id:))))` arrives, and
//   only then: "Cancel" (a `.dismiss`) removes nothing.
//
// Done when: the trash button shows the alert and deletes nothing; "Delete" removes that song
// (and no other) and closes the alert; "Cancel" closes it and keeps every song.
//
// From: TCA's tutorial "Multiple destinations" (the delete alert). See
// Chapters/06-Navigation/README.md, section 3.
//
// Run: swift run checker check nav-confirm-delete
import Composable
import DataFlow
import Foundation

/// A song of the playlist.
struct Song: Equatable, Identifiable {
    let id: UUID
    var title: String
}

/// The add-song sheet: it edits a new song, hands it to the parent and closes itself.
@Reducer
struct AddSongFeature {
    @ObservableState
    struct State: Equatable {
        var song: Song
    }
    enum Action {
        case cancelButtonTapped
        case delegate(Delegate)
        case saveButtonTapped
        case setTitle(String)
        @CasePathable
        enum Delegate: Equatable {
            case saveSong(Song)
        }
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .cancelButtonTapped:
                return .run { _ in await self.dismiss() }
            case .delegate:
                return .none
            case .saveButtonTapped:
                return .run { [song = state.song] send in
                    await send(.delegate(.saveSong(song)))
                    await self.dismiss()
                }
            case let .setTitle(title):
                state.song.title = title
                return .none
            }
        }
    }
}

/// The playlist: its songs, and the one thing it presents (the add-song sheet or the delete alert).
@Reducer
struct PlaylistFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var destination: Destination.State?
        var songs: IdentifiedArrayOf<Song> = []
    }
    enum Action {
        case addButtonTapped
        case deleteButtonTapped(id: Song.ID)
        case destination(PresentationAction<Destination.Action>)
        @CasePathable
        enum Alert: Equatable {
            case confirmDeletion(id: Song.ID)
        }
    }
    @Dependency(\.uuid) var uuid
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.destination = .addSong(AddSongFeature.State(song: Song(id: uuid(), title: "")))
                return .none
            case let .deleteButtonTapped(id):
                state.destination = .alert(.deleteSong(id: id))
                return .none
            case let .destination(.presented(.addSong(.delegate(.saveSong(song))))):
                state.songs.append(song)
                return .none
            case let .destination(.presented(.alert(.confirmDeletion(id)))):
                state.songs.remove(id: id)
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension PlaylistFeature {
    /// What the playlist presents: the add-song sheet or the delete alert.
    @Reducer
    enum Destination {
        case addSong(AddSongFeature)
        case alert(AlertState<PlaylistFeature.Action.Alert>)
    }
}

extension PlaylistFeature.Destination.State: Equatable {}

extension AlertState where Action == PlaylistFeature.Action.Alert {
    /// The alert that asks before the song with `id` is deleted.
    static func deleteSong(id: Song.ID) -> Self {
        Self {
            TextState("Delete this song?")
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

/// The list of songs, each with a trash button; "plus" in the toolbar.
struct PlaylistView: View {
    @Bindable var store: StoreOf<PlaylistFeature>

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.songs) { song in
                    HStack {
                        Text(song.title)
                        Button {
                            store.send(.deleteButtonTapped(id: song.id))
                        } label: {
                            Image(systemName: "trash")
                        }
                    }
                }
            }
            .navigationTitle("Playlist")
            .toolbar {
                ToolbarItem {
                    Button {
                        store.send(.addButtonTapped)
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
        .sheet(item: $store.scope(state: \.destination?.addSong, action: \.destination.addSong)) { addSongStore in
            NavigationStack {
                AddSongView(store: addSongStore)
            }
        }
        .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    }
}

/// The add-song form.
struct AddSongView: View {
    @Bindable var store: StoreOf<AddSongFeature>

    var body: some View {
        Form {
            TextField("Title", text: $store.song.title.sending(\.setTitle))
            Button("Save") {
                store.send(.saveButtonTapped)
            }
        }
        .toolbar {
            ToolbarItem {
                Button("Cancel") {
                    store.send(.cancelButtonTapped)
                }
            }
        }
    }
}
