// Solution to state-toggle: Mute and unmute (seed 002's play/pause button, with other symbols).
import DataFlow

/// A button that mutes and unmutes the sound, and shows which it is doing.
struct MuteButton: View {
    @State private var isMuted = false

    var body: some View {
        Button(action: {
            self.isMuted.toggle()
        }) {
            Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
        }
    }
}
