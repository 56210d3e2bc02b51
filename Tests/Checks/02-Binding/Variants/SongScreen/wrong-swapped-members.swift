// Wrong: each toggle is bound to the other's member. The learner should see flipping Favorite make
// the song available offline.
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
            Toggle("Favorite", isOn: $song.isDownloaded)
            Toggle("Download", isOn: $song.isFavorite)
        }
    }
}
