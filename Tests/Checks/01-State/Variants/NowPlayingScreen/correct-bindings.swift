// Correct: the state lives in NowPlayingScreen and each subview takes a @Binding (chapter 2's
// tool), passed with $.
import DataFlow

/// A now-playing screen: a mini player bar on top, the episode's show, and the full controls.
struct NowPlayingScreen: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            MiniPlayerBar(title: episode.title, isPlaying: $isPlaying)
            Text(episode.showTitle)
            PlayerControls(isPlaying: $isPlaying)
        }
    }
}

/// A compact bar: the episode title and a play/pause symbol.
struct MiniPlayerBar: View {
    let title: String
    @Binding var isPlaying: Bool

    var body: some View {
        HStack {
            Text(title)
            Button(action: { isPlaying.toggle() }) {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
        }
    }
}

/// The full controls: a "Play" or "Pause" button.
struct PlayerControls: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}
