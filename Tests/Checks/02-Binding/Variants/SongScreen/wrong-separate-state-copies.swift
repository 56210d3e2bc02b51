// Wrong: each toggle is bound to a new @State Bool of its own, copies that the song never hears
// of: the toggles flip but the title and status do not. The learner should bind into the one song
// in state.
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
    @State private var isFavorite = false
    @State private var isDownloaded = false

    init(song: Song) {
        _song = State(initialValue: song)
    }

    var body: some View {
        VStack {
            Text(song.isFavorite ? "♥ \(song.title)" : song.title)
            Text(song.artist)
            Text(song.isDownloaded ? "Available offline" : "Streaming only")
            Toggle("Favorite", isOn: $isFavorite)
            Toggle("Download", isOn: $isDownloaded)
        }
    }
}
