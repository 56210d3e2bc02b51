// Correct: Button { } label: { } with an if/else that picks the Image, and `isMuted = !isMuted`
// instead of toggle().
import DataFlow

/// A button that mutes and unmutes the sound, and shows which it is doing.
struct MuteButton: View {
    @State private var isMuted = false

    var body: some View {
        Button {
            isMuted = !isMuted
        } label: {
            if isMuted {
                Image(systemName: "speaker.slash")
            } else {
                Image(systemName: "speaker.wave.2")
            }
        }
    }
}
