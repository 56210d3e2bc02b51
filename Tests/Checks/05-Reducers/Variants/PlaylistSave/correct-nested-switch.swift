// The parent matches `.addSong(.presented(let childAction))` once and switches on the child action inside.
// Exercise reducers-parent-save-cancel: Save and cancel from the parent
//
// Task: the sheet opens, but Save and Cancel do nothing. As in seed 004's first stage, let the
// parent handle them: in PlaylistFeature's reducer, match the child's actions as they arrive
// wrapped in `.addSong(.presented(...))`.
// - Save appends the song being edited to `songs` and closes the sheet (`addSong = nil`);
// - Cancel only closes the sheet.
//
// Done when: "plus", typing a title and Save lists the song and closes the sheet; Cancel closes
// it and adds nothing; two songs saved one after the other are both listed, in order.
//
// From: seed 004, "the parent handles the child's actions". See Chapters/05-Reducers/README.md, section 4.
//
// Run: swift run checker check reducers-parent-save-cancel
import Composable
import DataFlow
import Foundation

/// A song of the playlist.
struct Song: Equatable, Identifiable {
    let id: UUID
    var title: String
}

/// The sheet's feature: it edits a new song.
@Reducer
struct AddSongFeature {
    @ObservableState
    struct State: Equatable {
        var song: Song
    }
    enum Action {
        case cancelButtonTapped
        case saveButtonTapped
        case setTitle(String)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .cancelButtonTapped:
                return .none
            case .saveButtonTapped:
                return .none
            case let .setTitle(title):
                state.song.title = title
                return .none
            }
        }
    }
}

/// The playlist: its songs, and the add-song sheet while it is presented.
@Reducer
struct PlaylistFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var addSong: AddSongFeature.State?
        var songs: IdentifiedArrayOf<Song> = []
    }
    enum Action {
        case addButtonTapped
        case addSong(PresentationAction<AddSongFeature.Action>)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.addSong = AddSongFeature.State(song: Song(id: UUID(), title: ""))
                return .none
            case let .addSong(.presented(childAction)):
                switch childAction {
                case .saveButtonTapped:
                    if let song = state.addSong?.song { state.songs.append(song) }
                    state.addSong = nil
                case .cancelButtonTapped:
                    state.addSong = nil
                case .setTitle:
                    break
                }
                return .none
            case .addSong:
                return .none
            }
        }
        .ifLet(\.$addSong, action: \.addSong) {
            AddSongFeature()
        }
    }
}

/// The list of songs, with "plus" in the toolbar.
struct PlaylistView: View {
    @Bindable var store: StoreOf<PlaylistFeature>

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.songs) { song in
                    Text(song.title)
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
        .sheet(item: $store.scope(state: \.addSong, action: \.addSong)) { addSongStore in
            NavigationStack {
                AddSongView(store: addSongStore)
            }
        }
    }
}

/// The sheet's form: a title field, Save, and Cancel in the toolbar.
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
