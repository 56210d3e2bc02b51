// Wrong: the button is bound to a second @State of TrackPlayer, not the one the status line reads:
// still two sources of truth. The learner should bind the button to isPlaying itself.
import DataFlow

/// A player for one episode: its title, whether it is playing, and the play/pause button.
struct TrackPlayer: View {
    let episode: Episode
    @State private var isPlaying = false
    @State private var buttonIsPlaying = false

    var body: some View {
        VStack {
            Text(episode.title)
            Text(isPlaying ? "Playing" : "Paused")
            TrackPlayButton(isPlaying: $buttonIsPlaying)
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
