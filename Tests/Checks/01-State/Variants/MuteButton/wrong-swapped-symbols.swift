// Wrong: the symbols are swapped, so an unmuted player shows speaker.slash. The learner should
// read the task's mapping: speaker.wave.2 while the sound is on.
import DataFlow

/// A button that mutes and unmutes the sound, and shows which it is doing.
struct MuteButton: View {
    @State private var isMuted = false

    var body: some View {
        Button(action: {
            self.isMuted.toggle()
        }) {
            Image(systemName: isMuted ? "speaker.wave.2" : "speaker.slash")
        }
    }
}
