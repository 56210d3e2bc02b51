// WWDC19 session 226, "Data Flow Through SwiftUI": the podcast player's model, made an
// ObservableObject with a hand-written `objectWillChange` subject that `advance()` sends. The
// talk elides the bodies of the methods ("..."); they are filled in here with the obvious
// meaning, and `advance()` is the talk's own. Only `import Combine` became `import DataFlow`.
import DataFlow
import Foundation

/// The store a player view observes. Its properties are plain `var`s: nothing announces a
/// change on its own. Only `advance()` tells its subscribers, by sending `objectWillChange`.
class PodcastPlayerStore: ObservableObject {
    var currentTime: TimeInterval
    var isPlaying: Bool
    var currentEpisode: Episode

    /// The episodes `advance()` moves through, after the current one.
    private var upNext: [Episode]

    var objectWillChange = PassthroughSubject<Void, Never>()

    init(episodes: [Episode]) {
        precondition(!episodes.isEmpty, "A PodcastPlayerStore needs at least one episode to play.")
        currentEpisode = episodes[0]
        upNext = Array(episodes.dropFirst())
        currentTime = 0.0
        isPlaying = false
    }

    /// The episode after the current one (the current one again when nothing is up next).
    private var nextEpisode: Episode {
        upNext.first ?? currentEpisode
    }

    /// Moves to the next episode, from its start.
    func advance() {
        // The talk's order: change, then send. Sending before the change, as ObservableObject's
        // documentation asks, is what `@Published` does; exercise observed-will-change asks it.
        self.currentEpisode = nextEpisode
        if !upNext.isEmpty { upNext.removeFirst() }
        self.currentTime = 0.0
        // Notify subscribers that the player changed
        self.objectWillChange.send()
    }

    func skipForward() {
        currentTime += 30
        objectWillChange.send()
    }

    func skipBackward() {
        currentTime = max(0, currentTime - 15)
        objectWillChange.send()
    }
}
