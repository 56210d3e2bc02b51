// Seed 000 ("Understanding Data Flow in SwiftUI", Fave Flicks): the movie model. The seed only
// shows `Movie.possibleGenres`; the fields are the ones the Add Movie screen asks for.

/// A movie in the Fave Flicks list.
struct Movie: Equatable {
    var title: String
    var genre: String
    var rating: Double

    /// Every genre the genre picker offers, in the order it shows them.
    static let possibleGenres = ["Action", "Comedy", "Drama", "Family", "Horror", "Sci-Fi", "Thriller"]
}
