// Seed 002 (Apple, "Managing user interface state") and seed 001 (WWDC19 "Data Flow Through
// SwiftUI" notes): the podcast episode a player shows. The seeds use it without declaring it.

/// A podcast episode: the read-only input of a `PlayerView`.
struct Episode: Equatable, Sendable {
    var title: String
    var showTitle: String
}
