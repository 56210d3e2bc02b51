// Seed 002 (Apple, "Managing user interface state"): the podcast episode the player shows.

/// One podcast episode: what `PlayerView` displays and what `Podcaster` keeps in its state.
struct Episode: Equatable {
    var title: String
    var showTitle: String
    var isFavorite = false
}
