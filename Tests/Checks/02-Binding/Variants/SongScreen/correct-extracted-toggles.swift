// Correct: the toggles are extracted into a subview that takes a @Binding to the whole song and
// binds each toggle to its member.
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
            SongToggles(song: $song)
        }
    }
}

/// The favourite and download switches of a song someone else owns.
struct SongToggles: View {
    @Binding var song: Song

    var body: some View {
        Toggle("Favorite", isOn: $song.isFavorite)
        Toggle("Download", isOn: $song.isDownloaded)
    }
}
