// Seed 002 (Apple, "Managing user interface state"): a binding to a member of a struct in state.
// Copied with only the import changed.
import DataFlow

/// Keeps the whole episode in state and binds the toggle to one of its members with
/// `$episode.isFavorite`; the player below gets the episode as a read-only input.
struct Podcaster: View {
    @State private var episode = Episode(title: "Some Episode", showTitle: "Great Show", isFavorite: false)
    var body: some View {
        VStack {
            Toggle("Favorite", isOn: $episode.isFavorite)  // Bind to the Boolean.
            PlayerView(episode: episode)
        }
    }
}
