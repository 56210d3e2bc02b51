// WWDC19 session 226, "Data Flow Through SwiftUI", "using a publisher":
// an external event, the playhead moving, arrives through `onReceive` and is written into
// `@State currentTime`. Only `import SwiftUI` became `import DataFlow`.
import DataFlow
import Foundation

/// The podcast player whose current time comes from `PodcastPlayer.currentTimePublisher`.
struct PlayerView: View {
    let episode: Episode
    @State private var isPlaying: Bool = false
    @State private var currentTime: TimeInterval = 0.0

    var body: some View {
        VStack {
            Text(episode.title)
                .foregroundColor(isPlaying ? .white : .gray)
            Text(episode.showTitle)
                .font(.caption)
                .foregroundColor(.gray)
            PlayButton(isPlaying: $isPlaying)
            Text("\(currentTime, formatter: currentTimeFormatter)")
        }
        .onReceive(PodcastPlayer.currentTimePublisher) { newCurrentTime in
            self.currentTime = newCurrentTime
        }
    }
}
