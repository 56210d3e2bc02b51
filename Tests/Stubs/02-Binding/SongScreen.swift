// Exercise binding-member: Bind toggles to members of a struct
//
// Task: `SongScreen` keeps a whole `Song` in one `@State`. Its two toggles, "Favorite" and
// "Download", are bound to `.constant(false)`, so flipping them does nothing. Bind each toggle
// to its member of the song in state, the way Apple's Podcaster writes
// `Toggle("Favorite", isOn: $episode.isFavorite)`.
//
// Done when: each toggle starts from the song's value; flipping "Favorite" puts "♥ " before the
// title and flipping "Download" makes the status read "Available offline"; the update trace shows
// SongScreen.song changing, with only the flipped member different.
//
// From: Apple's article ("Managing user interface state"), Podcaster; see
// Chapters/02-Binding/Examples/Podcaster.swift.
//
// Run: swift run checker check binding-member
import DataFlow

/// A song in the library.
struct Song: Equatable {
    var title: String
    var artist: String
    var isFavorite = false
    var isDownloaded = false
}

/// Shows one song and lets the listener favourite and download it.
struct SongScreen: View {
    @State private var song: Song

    init(song: Song) {
        _song = State(initialValue: song)
    }

    var body: some View {
        VStack {
            Text(song.isFavorite ? "♥ \(song.title)" : song.title)
            Text(song.artist)
            Text(song.isDownloaded ? "Available offline" : "Streaming only")
            // TODO: bind each toggle to its member of `song`.
            Toggle("Favorite", isOn: .constant(false))
            Toggle("Download", isOn: .constant(false))
        }
    }
}
