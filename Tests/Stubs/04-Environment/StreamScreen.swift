// Exercise env-binding: Bindings into an environment object
//
// Task: `StreamControls` reads the shared StreamPlayer from the environment, but its controls do
// not write it: the play button gets a constant, and the shuffle toggle flips a @State copy of its
// own. Give both controls bindings into the player. An environment object gives bindings to its
// properties the same way @State does, with a dollar sign: `$player.isPlaying`.
//
// Done when: the play button plays and pauses the shared player, and the shuffle toggle turns
// shuffle on and off, and the status line (another view reading the same player) follows both.
//
// From: WWDC19 session 226, "Data Flow Through SwiftUI": `@EnvironmentObject var player:
// PodcastPlayerStore` with `PlayButton(isPlaying: $player.isPlaying)`. See
// Chapters/04-Environment/Examples/PlayerView.swift.
//
// Run: swift run checker check env-binding
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
    @State private var isShuffled = false

    var body: some View {
        HStack {
            // TODO: both controls should write the shared player.
            PlayPauseButton(isPlaying: .constant(player.isPlaying))
            Toggle("Shuffle", isOn: $isShuffled)
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
