// Wrong: the action sets the state to true instead of toggling it, so the button sticks on
// speaker.slash after the first tap. The learner should see the second tap's check fail and use
// toggle().
import DataFlow

/// A button that mutes and unmutes the sound, and shows which it is doing.
struct MuteButton: View {
    @State private var isMuted = false

    var body: some View {
        Button(action: {
            self.isMuted = true
        }) {
            Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
        }
    }
}
