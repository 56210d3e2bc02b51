// Wrong: each subview still declares @State, now initialised from the parent's value. @State keeps
// only the first value it is given, so these are still two drifting copies; the learner should
// pass the value as a plain let (or a binding), not into @State.
import DataFlow

/// A now-playing screen: a mini player bar on top, the episode's show, and the full controls.
struct NowPlayingScreen: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            MiniPlayerBar(title: episode.title, isPlaying: isPlaying)
            Text(episode.showTitle)
            PlayerControls(isPlaying: isPlaying)
        }
    }
}

/// A compact bar: the episode title and a play/pause symbol.
struct MiniPlayerBar: View {
    let title: String
    @State var isPlaying: Bool

    var body: some View {
        HStack {
            Text(title)
            Button(action: { self.isPlaying.toggle() }) {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
        }
    }
}

/// The full controls: a "Play" or "Pause" button.
struct PlayerControls: View {
    @State var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            self.isPlaying.toggle()
        }
    }
}
