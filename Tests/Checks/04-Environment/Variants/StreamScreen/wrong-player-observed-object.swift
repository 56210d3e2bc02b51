// Wrong: the screen creates the player but holds it with @ObservedObject, which does not own it: the controls work, but a new StreamScreen value from its parent makes a new StreamPlayer and the playback state is lost.
import DataFlow

/// The stream player the whole screen shares.
final class StreamPlayer: ObservableObject {
    @Published var isPlaying = false
    @Published var isShuffled = false
}

/// The screen: owns the player and puts it in the environment.
struct StreamScreen: View {
    @ObservedObject private var player = StreamPlayer()

    var body: some View {
        VStack {
            StreamStatus()
            StreamControls()
        }
        .environmentObject(player)
    }
}

/// Says what the player is doing.
struct StreamStatus: View {
    @EnvironmentObject var player: StreamPlayer

    var body: some View {
        Text((player.isPlaying ? "Playing" : "Paused") + (player.isShuffled ? ", shuffle on" : ""))
    }
}

/// The controls: a play button and a shuffle toggle, both bound into the shared player.
struct StreamControls: View {
    @EnvironmentObject var player: StreamPlayer

    var body: some View {
        HStack {
            PlayPauseButton(isPlaying: $player.isPlaying)
            Toggle("Shuffle", isOn: $player.isShuffled)
        }
    }
}

/// A reusable play/pause button: it reads and writes a value someone else owns.
struct PlayPauseButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(action: { isPlaying.toggle() }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}
