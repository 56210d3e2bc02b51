// Wrong: the state toggles, but the label does not read it, so the symbol never changes. The
// learner should learn that body must read the state to show it.
import DataFlow

/// A button that mutes and unmutes the sound, and shows which it is doing.
struct MuteButton: View {
    @State private var isMuted = false

    var body: some View {
        Button(action: {
            self.isMuted.toggle()
        }) {
            Image(systemName: "speaker.wave.2")
        }
    }
}
