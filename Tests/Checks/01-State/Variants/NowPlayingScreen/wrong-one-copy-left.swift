// Wrong: only the bar was moved to the parent's state; the controls keep their own @State, a
// second source of truth. The learner should see the controls drift from the bar.
import DataFlow

/// A now-playing screen: a mini player bar on top, the episode's show, and the full controls.
struct NowPlayingScreen: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            MiniPlayerBar(title: episode.title, isPlaying: isPlaying) { self.isPlaying.toggle() }
            Text(episode.showTitle)
            PlayerControls()
        }
    }
}

/// A compact bar: the episode title and a play/pause symbol.
struct MiniPlayerBar: View {
    let title: String
    let isPlaying: Bool
    let togglePlayback: @MainActor () -> Void

    var body: some View {
        HStack {
            Text(title)
            Button(action: togglePlayback) {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
        }
    }
}

/// The full controls: a "Play" or "Pause" button.
struct PlayerControls: View {
    @State private var isPlaying = false

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") { self.isPlaying.toggle() }
    }
}
