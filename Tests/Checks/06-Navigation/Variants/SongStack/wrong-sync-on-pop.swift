// Copies the song back only when the detail is popped: the list lags behind while the detail is on screen (and forEach, which runs first, has already removed the popped state, so nothing is copied).
// Exercise nav-stack-push: Push a detail and edit it
//
// Task: each row is a `NavigationLink(state:)` that should push the song's detail onto the
// playlist's `path`, a `StackState`; the detail edits the title. Nothing is pushed yet, because no
// reducer handles the path's actions. In PlaylistFeature:
// - run the detail for every pushed screen with `.forEach(\.path, action: \.path) { SongDetailFeature() }`;
// - when a pushed detail's title changes (`.path(.element(id:action: .setTitle(...)))`), update
//   that song in `songs` too, so the list shows the new title as soon as it is typed.
//
// Done when: following a row's link pushes its detail; typing a title there renames that song in
// the list (and no other); going back pops it.
//
// From: TCA's tutorial "Navigation stacks". See Chapters/06-Navigation/README.md, section 4.
//
// Run: swift run checker check nav-stack-push
import Composable
import DataFlow
import Foundation

/// A song of the playlist.
struct Song: Equatable, Identifiable {
    let id: UUID
    var title: String
}

/// A pushed screen: one song, whose title it edits.
@Reducer
struct SongDetailFeature {
    @ObservableState
    struct State: Equatable {
        var song: Song
    }
    enum Action {
        case setTitle(String)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .setTitle(title):
                state.song.title = title
                return .none
            }
        }
    }
}

/// The playlist and the stack of details pushed on top of it.
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
            case let .path(.popFrom(id: id)):
                guard let song = state.path[id: id]?.song else { return .none }
                state.songs[id: song.id] = song
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

/// The pushed detail: the song's title in a text field.
struct SongDetailView: View {
    @Bindable var store: StoreOf<SongDetailFeature>

    var body: some View {
        Form {
            TextField("Title", text: $store.song.title.sending(\.setTitle))
        }
        .navigationTitle(store.song.title)
    }
}
