// Seed 001 (WWDC19 "Data Flow Through SwiftUI" notes), the binding version of PlayerView; seed 002
// writes the same view without the caption styling. Copied with only the import changed.
import DataFlow

/// The podcast player: the episode is a read-only input, `isPlaying` is the player's own source
/// of truth, and `PlayButton` gets a binding to it with `$isPlaying`.
struct PlayerView: View {
    let episode: Episode

    var body: some View {
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
                .font(.caption)
                .foregroundColor(.gray)
        }
    }
}
