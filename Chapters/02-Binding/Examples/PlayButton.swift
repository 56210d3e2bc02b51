// Seed 002 (Apple, "Managing user interface state") and seed 001 (WWDC19 "Data Flow Through
// SwiftUI" notes): the play button extracted from PlayerView, sharing the parent's state through
// a binding. Copied with only the import changed.
import DataFlow

/// Shows play or pause and flips the value it is bound to. It owns nothing: `isPlaying` lives in
/// whichever view passed the binding.
struct PlayButton: View {
    @Binding var isPlaying: Bool
    var body: some View {
        Button(action: {
            self.isPlaying.toggle()
        }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}
