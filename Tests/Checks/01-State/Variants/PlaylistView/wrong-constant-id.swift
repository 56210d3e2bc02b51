// Wrong: .id(0) never changes, so the player keeps its state across skips. The learner should give
// each episode its own id.
import DataFlow

/// A playlist: the current episode's player, a star for the playlist, and a Skip button.
struct PlaylistView: View {
    let episodes: [Episode]
    @State private var position = 0
    @State private var isStarred = false

    var body: some View {
        VStack {
            PlayerView(episode: episodes[position])
                .id(0)
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
