// Seed 002 (Apple, "Managing user interface state"): "you can also get a binding from a binding
// with `$`, and pass it through any number of views" (binding chaining). The seed states this without
// code; these views are ours, built from the seed's PlayButton.
import DataFlow

/// The top of the chain: the only view that owns `isPlaying`.
struct ChainedPlayerView: View {
    let episode: Episode
    @State private var isPlaying: Bool = false

    var body: some View {
        VStack {
            Text(episode.title)
            Text(isPlaying ? "Now playing" : "Paused")
            PlayerControls(isPlaying: $isPlaying)
        }
    }
}

/// A view in the middle: it receives a binding and passes it on with `$isPlaying`, a binding
/// from a binding. It owns no state.
struct PlayerControls: View {
    @Binding var isPlaying: Bool

    var body: some View {
        HStack {
            Image(systemName: "backward.fill")
            PlayButton(isPlaying: $isPlaying)
            Image(systemName: "forward.fill")
        }
    }
}
