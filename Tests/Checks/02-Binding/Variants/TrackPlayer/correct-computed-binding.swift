// Correct: TrackPlayer hands the button a Binding(get:set:) built by hand over its @State, and the
// status line is a helper property.
import DataFlow

/// A player for one episode: its title, whether it is playing, and the play/pause button.
struct TrackPlayer: View {
    let episode: Episode
    @State private var isPlaying = false

    private var status: String {
        isPlaying ? "Playing" : "Paused"
    }

    var body: some View {
        VStack {
            Text(episode.title)
            Text(status)
            TrackPlayButton(isPlaying: Binding(get: { isPlaying }, set: { isPlaying = $0 }))
        }
    }
}

/// The play/pause button, extracted from `TrackPlayer`. It owns nothing: it reads and writes the
/// player's `isPlaying` through a binding.
struct TrackPlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(action: {
            self.isPlaying.toggle()
        }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}
