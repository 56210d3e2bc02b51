// Both buttons' cases return the delegate action through one helper, tell(_:), which sends it from a .run effect.
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
        case delegate(Delegate)
        case saveButtonTapped
        case setTitle(String)
        enum Delegate: Equatable {
            case cancel
            case saveSong(Song)
        }
    }
    /// An effect that tells the parent what happened.
    private func tell(_ delegate: Action.Delegate) -> Effect<Action> {
        .run { send in await send(.delegate(delegate)) }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .cancelButtonTapped:
                return tell(.cancel)
            case .delegate:
                return .none
            case .saveButtonTapped:
                let song = state.song
                return tell(.saveSong(song))
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
            case let .addSong(.presented(.delegate(.saveSong(song)))):
                state.songs.append(song)
                state.addSong = nil
                return .none
            case .addSong(.presented(.delegate(.cancel))):
                state.addSong = nil
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
