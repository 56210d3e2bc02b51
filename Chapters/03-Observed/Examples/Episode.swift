// WWDC19 session 226, "Data Flow Through SwiftUI": the podcast episode the player shows.

/// One podcast episode: what the podcast player store plays and the player views display.
struct Episode: Equatable {
    var title: String
    var showTitle: String
}
