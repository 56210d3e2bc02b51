// WWDC19 session 226, "Data Flow Through SwiftUI": the play button bound to state it does not own.
import DataFlow

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(action: { self.isPlaying.toggle() }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}
