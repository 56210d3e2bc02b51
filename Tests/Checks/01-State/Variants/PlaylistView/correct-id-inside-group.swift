// Correct: the player and its id are wrapped in a Group, and the buttons use Button { } label: {
// }.
import DataFlow

/// A playlist: the current episode's player, a star for the playlist, and a Skip button.
struct PlaylistView: View {
    let episodes: [Episode]
    @State private var position = 0
    @State private var isStarred = false

    var body: some View {
        VStack {
            Group {
                PlayerView(episode: episodes[position])
            }
            .id(position)
            HStack {
                Button {
                    isStarred.toggle()
                } label: {
                    Image(systemName: isStarred ? "star.fill" : "star")
                }
                Button("Skip") {
                    self.position = (self.position + 1) % self.episodes.count
                }
            }
        }
    }
}
