// Correct: the player announces in willSet with its own publisher instead of @Published; the bindings are the same.
import DataFlow

/// The stream player the whole screen shares.
final class StreamPlayer: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()

    var isPlaying = false {
        willSet { objectWillChange.send() }
    }
    var isShuffled = false {
        willSet { objectWillChange.send() }
    }
}

/// The screen: owns the player and puts it in the environment.
struct StreamScreen: View {
    @StateObject private var player = StreamPlayer()

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
