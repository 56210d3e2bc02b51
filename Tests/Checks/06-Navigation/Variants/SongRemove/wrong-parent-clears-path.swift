// The list empties the whole path when a detail asks to be removed: with two details pushed, both are popped, not only the one that asked.
// Exercise nav-stack-dismiss: Dismiss a stack element from inside
//
// Task: a pushed song's detail has a "Remove" button that does nothing yet. Make the detail
// remove its song and close itself, without knowing anything about the list or the stack:
// - give SongDetailFeature `@Dependency(\.dismiss) var dismiss`;
// - `removeButtonTapped` returns an effect that sends `.delegate(.removeSong(id))` with the song's
//   id (the list, already written, removes it) and then calls `await dismiss()`, which pops this
//   screen and no other.
//
// Done when: "Remove" on a pushed detail removes that song from the list and pops the detail;
// with two details pushed, "Remove" on the top one pops only that one.
//
// From: TCA's tutorial "Navigation stacks" (deleting from the detail). See
// Chapters/06-Navigation/README.md, section 5.
//
// Run: swift run checker check nav-stack-dismiss
import Composable
import DataFlow
import Foundation

/// A song of the playlist.
struct Song: Equatable, Identifiable {
    let id: UUID
    var title: String
}

/// A pushed screen: one song, which it can remove.
@Reducer
struct SongDetailFeature {
    @ObservableState
    struct State: Equatable {
        var song: Song
    }
    enum Action {
        case delegate(Delegate)
        case removeButtonTapped
        @CasePathable
        enum Delegate: Equatable {
            case removeSong(Song.ID)
        }
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .delegate:
                return .none
            case .removeButtonTapped:
                return .run { [id = state.song.id] send in
                    await send(.delegate(.removeSong(id)))
                    await self.dismiss()
                }
            }
        }
    }
}

/// The playlist and the stack of details pushed on top of it; it removes a song when a detail asks.
@Reducer
struct PlaylistFeature {
    @ObservableState
    struct State: Equatable {
        var path = StackState<SongDetailFeature.State>()
        var songs: IdentifiedArrayOf<Song> = []
    }
    enum Action {
        case path(StackActionOf<SongDetailFeature>)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .path(.element(id: _, action: .delegate(.removeSong(songID)))):
                state.songs.remove(id: songID)
                state.path.removeAll()
                return .none
            case .path:
                return .none
            }
        }
        .forEach(\.path, action: \.path) {
            SongDetailFeature()
        }
    }
}

/// The list of songs in a stack driven by the store's path; each row pushes its detail.
struct PlaylistView: View {
    @Bindable var store: StoreOf<PlaylistFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List {
                ForEach(store.songs) { song in
                    NavigationLink(state: SongDetailFeature.State(song: song)) {
                        Text(song.title)
                    }
                }
            }
            .navigationTitle("Playlist")
        } destination: { detailStore in
            SongDetailView(store: detailStore)
        }
    }
}

/// The pushed detail: the song's title and a "Remove" button.
struct SongDetailView: View {
    let store: StoreOf<SongDetailFeature>

    var body: some View {
        Form {
            Button("Remove") {
                store.send(.removeButtonTapped)
            }
        }
        .navigationTitle(store.song.title)
    }
}
