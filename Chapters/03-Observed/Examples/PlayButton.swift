// WWDC19 session 226, "Data Flow Through SwiftUI": the play button that reads and
// writes its parent's `isPlaying` through a binding (chapter 2).
import DataFlow

/// A play/pause button bound to state someone else owns.
struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(action: { self.isPlaying.toggle() }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}
