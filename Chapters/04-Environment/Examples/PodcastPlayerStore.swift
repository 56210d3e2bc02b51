// WWDC19 session 226, "Data Flow Through SwiftUI", "EnvironmentObject": the podcast player store,
// here with @Published properties so that every change announces itself.
import DataFlow
import Foundation

/// The player the whole app shares through the environment.
final class PodcastPlayerStore: ObservableObject {
    @Published var currentTime: TimeInterval = 0.0
    @Published var isPlaying = false
    @Published var currentEpisode: Episode

    init(episode: Episode) {
        currentEpisode = episode
    }
}

/// Shows a time in seconds as minutes and seconds, "1:05": the talk's `playheadTimeFormatter`.
final class PlayheadTimeFormatter: Formatter {
    override func string(for obj: Any?) -> String? {
        guard let seconds = obj as? TimeInterval else { return nil }
        let whole = Int(seconds)
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }
}

@MainActor let playheadTimeFormatter = PlayheadTimeFormatter()
