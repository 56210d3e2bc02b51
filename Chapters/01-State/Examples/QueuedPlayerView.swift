// Seed 002 (Apple, "Managing user interface state"): "The episode is a constant for PlayerView,
// but it need not be constant in its parent. When the user picks another episode in the parent,
// SwiftUI notices the state change and re-creates PlayerView with the new input."
// The seed describes this parent in words; this is that parent, written out.
import DataFlow

/// A parent that owns which episode is queued and re-creates `PlayerView` with a new `let`
/// input when the user skips ahead. The player's own `@State` survives the re-creation, because
/// the player keeps its place (its identity) in the tree.
struct QueuedPlayerView: View {
    let queue: [Episode]
    @State private var position = 0

    var body: some View {
        VStack {
            PlayerView(episode: queue[position])
            Button("Next episode") {
                self.position = (self.position + 1) % self.queue.count
            }
        }
    }
}
