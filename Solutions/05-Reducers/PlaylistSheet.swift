// Exercise reducers-present-sheet: Present the add-song sheet
//
// Task: tapping "plus" must present the add-song sheet, as seed 004's "+" presents the add-contact
// sheet. Three pieces are missing:
// - in PlaylistFeature's reducer, `addButtonTapped` must put a fresh AddSongFeature.State (an
//   empty title, a new UUID) into `addSong`;
// - the parent's body must run the child while it is presented: `.ifLet(\.$addSong, action: \.addSong) { ... }`;
// - PlaylistView must show the sheet from a scoped store: `.sheet(item: $store.scope(...)) { ... }`
//   with AddSongView inside a NavigationStack.
// (Save and Cancel come in the next exercises: leave them doing nothing.)
//
// Done when: "plus" shows a sheet with an empty "Title" field; typing in it changes the child's
// state; swiping the sheet away clears `addSong`; "plus" again starts from an empty title.
//
// From: seed 004 (TCA, "Your first presentation"): `@Presents`, `PresentationAction`, `ifLet` and
// `sheet(item:)` over a scoped store. See Chapters/05-Reducers/README.md, section 3.
//
// Run: swift run checker check reducers-present-sheet
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
