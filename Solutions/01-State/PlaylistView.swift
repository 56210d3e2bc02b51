// Solution to state-reset-by-identity: A fresh player for each episode (seed 002: state lives as
// long as its view; `.id(_:)` decides when a view is a new one).
import DataFlow

/// A playlist: the current episode's player, a star for the playlist, and a Skip button.
struct PlaylistView: View {
    let episodes: [Episode]
    @State private var position = 0
    @State private var isStarred = false

    var body: some View {
        VStack {
            PlayerView(episode: episodes[position])
                .id(position)
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
