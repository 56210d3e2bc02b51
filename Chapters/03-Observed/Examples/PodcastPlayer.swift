// WWDC19 session 226, "Data Flow Through SwiftUI": the talk assumes "a publisher that
// fires when the current timestamp changes is already written" and calls it
// `PodcastPlayer.currentTimePublisher`. Here it is a subject, so that a test (or an audio engine)
// can send the playhead's time through it.
import DataFlow
import Foundation

/// The audio side of the podcast app, reduced to the one thing the talk uses: a publisher of the
/// playhead's current time, in seconds.
@MainActor
enum PodcastPlayer {
    static let currentTimePublisher = PassthroughSubject<TimeInterval, Never>()
}

/// Shows a time in seconds as minutes and seconds, "1:05": the talk's `currentTimeFormatter`.
final class PlayheadTimeFormatter: Formatter {
    override func string(for obj: Any?) -> String? {
        guard let seconds = obj as? TimeInterval else { return nil }
        let whole = Int(seconds)
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }
}

@MainActor let currentTimeFormatter = PlayheadTimeFormatter()
