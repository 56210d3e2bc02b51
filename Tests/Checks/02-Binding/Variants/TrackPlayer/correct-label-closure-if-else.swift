// Correct: Button { } label: { } with if/else images, and `isPlaying = !isPlaying` through the
// binding.
import DataFlow

/// A player for one episode: its title, whether it is playing, and the play/pause button.
struct TrackPlayer: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Text(episode.title)
            Text(isPlaying ? "Playing" : "Paused")
            TrackPlayButton(isPlaying: $isPlaying)
        }
    }
}

/// The play/pause button, extracted from `TrackPlayer`. It owns nothing: it reads and writes the
/// player's `isPlaying` through a binding.
struct TrackPlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button {
            isPlaying = !isPlaying
        } label: {
            if isPlaying {
                Image(systemName: "pause.circle")
            } else {
                Image(systemName: "play.circle")
            }
        }
    }
}
