// Solution to state-single-source: One source of truth (seed 001's principle, seed 002's rule).
// `isPlaying` lives once, in the closest common parent; the children get the value as a `let`
// and a closure to change it.
import DataFlow

/// A now-playing screen: a mini player bar on top, the episode's show, and the full controls.
struct NowPlayingScreen: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            MiniPlayerBar(title: episode.title, isPlaying: isPlaying) { self.isPlaying.toggle() }
            Text(episode.showTitle)
            PlayerControls(isPlaying: isPlaying) { self.isPlaying.toggle() }
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
    let isPlaying: Bool
    let togglePlayback: @MainActor () -> Void

    var body: some View {
        Button(isPlaying ? "Pause" : "Play", action: togglePlayback)
    }
}
