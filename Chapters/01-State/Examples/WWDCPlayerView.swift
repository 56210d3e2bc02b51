// Seed 001 (WWDC19 "Data Flow Through SwiftUI" study notes), section "@State": the same player
// as seed 002, with the show title styled as a grey caption. The seed calls it `PlayerView`; it
// lives in the `WWDC19` namespace here so that both versions can sit side by side in one module.
import DataFlow

/// The versions of seed 001's code whose names clash with seed 002's.
enum WWDC19 {}

extension WWDC19 {
    /// Seed 001's `PlayerView`: seed 002's player with `.font(.caption).foregroundColor(.gray)`
    /// on the show title.
    struct PlayerView: View {
        let episode: Episode
        @State private var isPlaying: Bool = false

        var body: some View {
            VStack {
                Text(episode.title)
                Text(episode.showTitle)
                    .font(.caption)
                    .foregroundColor(.gray)
                Button(action: {
                    self.isPlaying.toggle()
                }) {
                    Image(systemName: isPlaying ? "pause.circle" : "play.circle")
                }
            }
        }
    }
}
