// Correct: the symbol is extracted into a subview that takes the state as a plain `let`, and the
// action is a helper method.
import DataFlow

/// A button that mutes and unmutes the sound, and shows which it is doing.
struct MuteButton: View {
    @State private var isMuted = false

    var body: some View {
        Button(action: toggleMute) {
            SpeakerSymbol(isMuted: isMuted)
        }
    }

    private func toggleMute() {
        isMuted.toggle()
    }
}

/// The speaker symbol for a muted or unmuted player.
struct SpeakerSymbol: View {
    let isMuted: Bool

    var body: some View {
        Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
    }
}
