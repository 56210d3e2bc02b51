// Wrong: .id(UUID()) gives the player a new identity on every update, so starring the playlist
// also stops the player. The learner should tie the id to the episode.
import DataFlow
import Foundation

/// A playlist: the current episode's player, a star for the playlist, and a Skip button.
struct PlaylistView: View {
    let episodes: [Episode]
    @State private var position = 0
    @State private var isStarred = false

    var body: some View {
        VStack {
            PlayerView(episode: episodes[position])
                .id(UUID())
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
