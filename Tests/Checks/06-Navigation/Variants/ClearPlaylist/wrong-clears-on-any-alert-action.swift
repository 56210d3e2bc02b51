// Clears in a bare `case .alert:`, which also matches `.alert(.dismiss)`, what Cancel sends: Cancel empties the playlist. The checks should say that Cancel arrives as `.alert(.dismiss)` and that only `.alert(.presented(.confirmClear))` may clear.
// Exercise nav-alert-state: Ask before clearing, with AlertState
//
// Task: "Clear all" empties the playlist at once. Ask first, with an alert described as state:
// - `clearButtonTapped` sets `alert` to an `AlertState` titled "Clear the playlist?", with the
//   message "This removes every song.", a destructive "Clear" button that sends `.confirmClear`
//   and a cancel button "Cancel" with no action;
// - `.alert(.presented(.confirmClear))` removes every song;
// - the reducer runs the alert with `.ifLet(\.$alert, action: \.alert)`, which also closes it
//   after a button is tapped. The view already shows it.
//
// Done when: "Clear all" shows the alert and removes nothing; its "Clear" empties the playlist and
// closes the alert; "Cancel" closes it and keeps every song.
//
// From: TCA's tutorial "Multiple destinations" (alerts). See Chapters/06-Navigation/README.md, section 1.
//
// Run: swift run checker check nav-alert-state
import Composable
import DataFlow
import Foundation

/// A song of the playlist.
struct Song: Equatable, Identifiable {
    let id: UUID
    var title: String
}

/// The playlist, and the alert that asks before it is cleared.
@Reducer
struct PlaylistFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var alert: AlertState<Action.Alert>?
        var songs: IdentifiedArrayOf<Song> = []
    }
    enum Action {
        case alert(PresentationAction<Alert>)
        case clearButtonTapped
        @CasePathable
        enum Alert: Equatable {
            case confirmClear
        }
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .alert:
                state.songs.removeAll()
                return .none
            case .clearButtonTapped:
                state.alert = AlertState {
                    TextState("Clear the playlist?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmClear) {
                        TextState("Clear")
                    }
                    ButtonState(role: .cancel) {
                        TextState("Cancel")
                    }
                } message: {
                    TextState("This removes every song.")
                }
                return .none
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}

/// The list of songs, "Clear all" in the toolbar, and the alert.
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
                    Button("Clear all") {
                        store.send(.clearButtonTapped)
                    }
                }
            }
        }
        .alert($store.scope(state: \.alert, action: \.alert))
    }
}
