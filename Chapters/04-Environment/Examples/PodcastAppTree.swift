// WWDC19 session 226, "Data Flow Through SwiftUI": "when should you use ObservedObject and when
// EnvironmentObject?" The talk's picture is a tree in which only some views (green) need the
// model, and the views between them (blue) do not. Passing the model with @ObservedObject would
// route it through every blue view; the environment skips them. This is that tree.
import DataFlow

/// The app's root: it owns the player and puts it in the environment of everything below.
struct PodcastAppRoot: View {
    @StateObject private var player = PodcastPlayerStore(
        episode: Episode(title: "Data Flow Through SwiftUI", showTitle: "WWDC19"))

    var body: some View {
        BrowseScreen()
            .environmentObject(player)
    }
}

/// Blue: a screen that lays out sections and knows nothing about the player.
struct BrowseScreen: View {
    var body: some View {
        VStack {
            Text("Browse")
            NowPlayingSection()
            MiniPlayerBar()
        }
    }
}

/// Blue: a section that only frames the player.
struct NowPlayingSection: View {
    var body: some View {
        Section(header: Text("Now Playing")) {
            PlayerView()
        }
    }
}

/// Green: a small bar at the bottom that shows whether the player plays.
struct MiniPlayerBar: View {
    @EnvironmentObject var player: PodcastPlayerStore

    var body: some View {
        Text(player.isPlaying ? "Playing" : "Paused")
    }
}
