// Wrong: the button gets .constant(isPlaying), a binding that ignores every write, so tapping
// changes nothing. The learner should pass $isPlaying.
import DataFlow

/// A player for one episode: its title, whether it is playing, and the play/pause button.
struct TrackPlayer: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Text(episode.title)
            Text(isPlaying ? "Playing" : "Paused")
            TrackPlayButton(isPlaying: .constant(isPlaying))
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
