// Seed 002 (Apple, "Managing user interface state") and seed 001 (WWDC19 "Data Flow Through
// SwiftUI"): the seeds' view code with only the import changed (SwiftUI → DataFlow).
import DataFlow

struct Episode: Equatable {
    var title: String
    var showTitle: String
    var isFavorite = false
}

/// Seed 002: the player with its button inline and a plain `let` input.
struct InlinePlayerView: View {
    let episode: Episode // The queued episode.
    @State private var isPlaying: Bool = false
    var body: some View {
        VStack { // Display information about the episode.
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

/// Seed 002: the button extracted, reading and writing the parent's state through a binding.
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

/// Seeds 002 and 001: the player passing `$isPlaying` to its button.
struct PlayerView: View {
    var episode: Episode
    @State private var isPlaying: Bool = false
    var body: some View {
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
                .font(.caption)
                .foregroundColor(.gray)
            PlayButton(isPlaying: $isPlaying) // Pass a binding.
        }
    }
}

/// Seed 002: a binding to a member of a struct in state.
struct Podcaster: View {
    @State private var episode = Episode(title: "Some Episode", showTitle: "Great Show", isFavorite: false)
    var body: some View {
        VStack {
            Toggle("Favorite", isOn: $episode.isFavorite) // Bind to the Boolean.
            PlayerView(episode: episode)
        }
    }
}
