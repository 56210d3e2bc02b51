// Exercise nav-destination-enum: Fold two sheets into one destination
//
// Task: the playlist presents two sheets, each from its own `@Presents` optional (`addSong` and
// `rename`), so nothing stops both from being set at once. Fold them into the one `destination`
// that is already declared (`@Reducer enum Destination { case addSong(...); case rename(...) }`):
// - "plus" sets `destination = .addSong(...)` (the new song's id from `@Dependency(\.uuid)`),
//   "Rename" sets `destination = .rename(RenameFeature.State(name: state.name))`;
// - the reducer runs the destination with `.ifLet(\.$destination, action: \.destination)` and
//   reads the children's delegate actions as `.destination(.presented(.addSong(.delegate(...))))`:
//   only those change the playlist (the rename sheet's `.setName` edits the sheet's own copy, so
//   the playlist is renamed on Save, never while the user types);
// - the view shows each sheet from its case of `destination`;
// - then delete `addSong`, `rename`, their actions and their `ifLet`s.
//
// Done when: each sheet opens from its button and saves; typing in a sheet and then tapping
// Cancel changes nothing (the name and the songs stay as they were); opening one replaces the
// other, so closing it leaves nothing presented.
//
// From: TCA's tutorial "Multiple destinations". See Chapters/06-Navigation/README.md, section 2.
//
// Run: swift run checker check nav-destination-enum
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

/// The rename sheet: it edits the playlist's name, hands it to the parent and closes itself.
@Reducer
struct RenameFeature {
    @ObservableState
    struct State: Equatable {
        var name: String
    }
    enum Action {
        case cancelButtonTapped
        case delegate(Delegate)
        case saveButtonTapped
        case setName(String)
        @CasePathable
        enum Delegate: Equatable {
            case rename(String)
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
                return .run { [name = state.name] send in
                    await send(.delegate(.rename(name)))
                    await self.dismiss()
                }
            case let .setName(name):
                state.name = name
                return .none
            }
        }
    }
}

/// The playlist: its name, its songs, and the one sheet it presents.
@Reducer
struct PlaylistFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var destination: Destination.State?
        @Presents var addSong: AddSongFeature.State?
        @Presents var rename: RenameFeature.State?
        var name = "Playlist"
        var songs: IdentifiedArrayOf<Song> = []
    }
    enum Action {
        case addButtonTapped
        case addSong(PresentationAction<AddSongFeature.Action>)
        case destination(PresentationAction<Destination.Action>)
        case rename(PresentationAction<RenameFeature.Action>)
        case renameButtonTapped
    }
    @Dependency(\.uuid) var uuid
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.addSong = AddSongFeature.State(song: Song(id: uuid(), title: ""))
                return .none
            case let .addSong(.presented(.delegate(.saveSong(song)))):
                state.songs.append(song)
                return .none
            case .addSong:
                return .none
            case .destination:
                return .none
            case let .rename(.presented(.delegate(.rename(name)))):
                state.name = name
                return .none
            case .rename:
                return .none
            case .renameButtonTapped:
                state.rename = RenameFeature.State(name: state.name)
                return .none
            }
        }
        .ifLet(\.$addSong, action: \.addSong) {
            AddSongFeature()
        }
        .ifLet(\.$rename, action: \.rename) {
            RenameFeature()
        }
    }
}

extension PlaylistFeature {
    /// Everything the playlist can present, one case each.
    @Reducer
    enum Destination {
        case addSong(AddSongFeature)
        case rename(RenameFeature)
    }
}

extension PlaylistFeature.Destination.State: Equatable {}

/// The list of songs, with "plus" and "Rename" in the toolbar.
struct PlaylistView: View {
    @Bindable var store: StoreOf<PlaylistFeature>

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.songs) { song in
                    Text(song.title)
                }
            }
            .navigationTitle(store.name)
            .toolbar {
                ToolbarItem {
                    Button("Rename") {
                        store.send(.renameButtonTapped)
                    }
                }
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
        .sheet(item: $store.scope(state: \.rename, action: \.rename)) { renameStore in
            NavigationStack {
                RenameView(store: renameStore)
            }
        }
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

/// The rename form.
struct RenameView: View {
    @Bindable var store: StoreOf<RenameFeature>

    var body: some View {
        Form {
            TextField("Name", text: $store.name.sending(\.setName))
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
