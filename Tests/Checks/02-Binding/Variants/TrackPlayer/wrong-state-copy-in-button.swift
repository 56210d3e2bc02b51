// Wrong: the button takes the value into its own @State, a copy that starts equal and then drifts:
// the symbol changes, the status line does not. The learner should use @Binding.
import DataFlow

/// A player for one episode: its title, whether it is playing, and the play/pause button.
struct TrackPlayer: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Text(episode.title)
            Text(isPlaying ? "Playing" : "Paused")
            TrackPlayButton(isPlaying: isPlaying)
        }
    }
}

/// The play/pause button, extracted from `TrackPlayer`. It owns nothing: it reads and writes the
/// player's `isPlaying` through a binding.
struct TrackPlayButton: View {
    @State var isPlaying: Bool

    var body: some View {
        Button(action: {
            self.isPlaying.toggle()
        }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}
