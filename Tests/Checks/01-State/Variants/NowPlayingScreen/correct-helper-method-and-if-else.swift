// Correct: the parent passes a helper method as the closure; the controls use Button { } label: {
// } with if/else.
import DataFlow

/// A now-playing screen: a mini player bar on top, the episode's show, and the full controls.
struct NowPlayingScreen: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            MiniPlayerBar(title: episode.title, isPlaying: isPlaying, onTap: togglePlayback)
            Text(episode.showTitle)
            PlayerControls(isPlaying: isPlaying, onTap: togglePlayback)
        }
    }

    private func togglePlayback() {
        isPlaying = !isPlaying
    }
}

/// A compact bar: the episode title and a play/pause symbol.
struct MiniPlayerBar: View {
    let title: String
    let isPlaying: Bool
    let onTap: @MainActor () -> Void

    var body: some View {
        HStack {
            Text(title)
            Button(action: onTap) {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
        }
    }
}

/// The full controls: a "Play" or "Pause" button.
struct PlayerControls: View {
    let isPlaying: Bool
    let onTap: @MainActor () -> Void

    var body: some View {
        Button {
            onTap()
        } label: {
            if isPlaying {
                Text("Pause")
            } else {
                Text("Play")
            }
        }
    }
}
