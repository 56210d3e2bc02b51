// Exercise state-reset-by-identity: A fresh player for each episode
//
// Task: `PlaylistView` shows the example `PlayerView` for the current episode, a star button
// for the playlist, and a "Skip" button that moves to the next episode. Try it: play an episode,
// then skip. The next episode is already "playing" (pause.circle), because the player keeps its
// place in the tree, so SwiftUI (and DataFlow) keep its @State for the new episode too (the
// example test "state survives the parent re-creating the view struct" shows this on purpose).
//
// Make every newly shown episode start paused. Don't add state to reset by hand: give the player
// an explicit identity with `.id(_:)`, tied to the episode. When the id changes, the old view's
// state is destroyed and the new view starts with fresh state; while it stays the same, the state
// is kept. So starring the playlist must NOT stop the player.
//
// Done when: after playing and skipping, the new episode shows play.circle; this holds for every
// skip (also when the playlist wraps around to the first episode); and starring keeps the player
// playing.
//
// From: Apple's article ("Managing user interface state"): "the lifetime of a state variable
// mirrors the lifetime of its view"; see Chapters/01-State/Examples/QueuedPlayerView.swift.
//
// Run: swift run checker check state-reset-by-identity
import DataFlow

/// A playlist: the current episode's player, a star for the playlist, and a Skip button.
struct PlaylistView: View {
    let episodes: [Episode]
    @State private var position = 0
    @State private var isStarred = false

    var body: some View {
        VStack {
            PlayerView(episode: episodes[position])  // TODO: a new identity for each episode
            HStack {
                Button(action: { self.isStarred.toggle() }) {
                    Image(systemName: isStarred ? "star.fill" : "star")
                }
                Button("Skip") {
                    self.position = (self.position + 1) % self.episodes.count
                }
            }
        }
    }
}
