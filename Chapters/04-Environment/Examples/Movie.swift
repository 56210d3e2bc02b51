// Kodeco, "Understanding Data Flow in SwiftUI" (Fave Flicks): a movie in the list.
import Foundation

/// A movie in the Fave Flicks list.
struct Movie: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var genre: String
    var rating: Double

    /// Every genre the genre picker offers, in the order it shows them.
    static let possibleGenres = ["Action", "Comedy", "Drama", "Family", "Horror", "Sci-Fi", "Thriller"]
}
