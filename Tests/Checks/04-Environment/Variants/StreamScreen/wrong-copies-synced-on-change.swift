// Wrong: the controls keep @State copies and push each change into the player with onChange: taps reach the player, but a change the player gets from elsewhere never reaches the controls (two sources of truth, synced one way).
import DataFlow

/// The stream player the whole screen shares.
final class StreamPlayer: ObservableObject {
    @Published var isPlaying = false
    @Published var isShuffled = false
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
    @State private var isPlaying = false
    @State private var isShuffled = false

    var body: some View {
        HStack {
            PlayPauseButton(isPlaying: $isPlaying)
            Toggle("Shuffle", isOn: $isShuffled)
        }
        .onChange(of: isPlaying) { _, playing in player.isPlaying = playing }
        .onChange(of: isShuffled) { _, shuffled in player.isShuffled = shuffled }
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
