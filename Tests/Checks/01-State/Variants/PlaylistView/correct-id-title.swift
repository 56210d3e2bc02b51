// Correct: the id is the episode's title, through a helper property for the current episode.
import DataFlow

/// A playlist: the current episode's player, a star for the playlist, and a Skip button.
struct PlaylistView: View {
    let episodes: [Episode]
    @State private var position = 0
    @State private var isStarred = false

    private var currentEpisode: Episode {
        episodes[position]
    }

    var body: some View {
        VStack {
            PlayerView(episode: currentEpisode)
                .id(currentEpisode.title)
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
