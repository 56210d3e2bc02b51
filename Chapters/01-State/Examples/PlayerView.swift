// Seed 002 (Apple, "Managing user interface state"): the podcast player.
// Reproduced as in the seed; only `import SwiftUI` became `import DataFlow`.
import DataFlow

/// Seed 002's podcast player: a plain `let` input it only reads (`episode`) and a `@State` value it
/// owns and changes (`isPlaying`). Tapping the button toggles the state; the framework then
/// re-evaluates `body`, which picks the other symbol.
struct PlayerView: View {
    let episode: Episode  // The queued episode.
    @State private var isPlaying: Bool = false
    var body: some View {
        VStack {  // Display information about the episode.
            Text(episode.title)
            Text(episode.showTitle)
            Button(action: {
                self.isPlaying.toggle()
            }) {
                Image(systemName: isPlaying ? "pause.circle" : "play.circle")
            }
        }
    }
}
