// Correct: each toggle gets a Binding(get:set:) written by hand that reads and writes its member
// of the song in state; the title uses if/else.
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
            if song.isFavorite {
                Text("♥ " + song.title)
            } else {
                Text(song.title)
            }
            Text(song.artist)
            Text(song.isDownloaded ? "Available offline" : "Streaming only")
            Toggle("Favorite", isOn: Binding(get: { song.isFavorite }, set: { song.isFavorite = $0 }))
            Toggle("Download", isOn: Binding(get: { song.isDownloaded }, set: { song.isDownloaded = $0 }))
        }
    }
}
