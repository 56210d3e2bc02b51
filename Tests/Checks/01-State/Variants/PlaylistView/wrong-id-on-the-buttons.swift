// Wrong: the id is on the row of buttons instead of the player, so the player's state survives
// every skip. The learner should put .id(_:) on the view whose state must reset.
import DataFlow

/// A playlist: the current episode's player, a star for the playlist, and a Skip button.
struct PlaylistView: View {
    let episodes: [Episode]
    @State private var position = 0
    @State private var isStarred = false

    var body: some View {
        VStack {
            PlayerView(episode: episodes[position])
            HStack {
                Button(action: { self.isStarred.toggle() }) {
                    Image(systemName: isStarred ? "star.fill" : "star")
                }
                Button("Skip") {
                    self.position = (self.position + 1) % self.episodes.count
                }
            }
            .id(position)
        }
    }
}
