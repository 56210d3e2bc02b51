// Seed 001's publisher-driven `currentTime`, with only the import changed.
import DataFlow
import Foundation

enum PodcastPlayer {
    static let currentTimePublisher = PassthroughSubject<TimeInterval, Never>()
}

let currentTimeFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 1
    return formatter
}()

struct TimedPlayerView: View {
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

/// A clock view driven by a timer publisher, as everyday SwiftUI code writes one.
struct SecondsCounter: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var seconds = 0

    var body: some View {
        Text("\(seconds) s")
            .onReceive(timer) { _ in seconds += 1 }
    }
}
