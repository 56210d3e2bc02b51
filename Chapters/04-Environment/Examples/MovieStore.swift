// Kodeco, "Understanding Data Flow in SwiftUI" (Fave Flicks): the movies the user added, as
// chapter 3 left them: an ObservableObject the list owns with @StateObject.
import DataFlow

/// The movies the user has added.
final class MovieStore: ObservableObject {
    @Published var movies: [Movie] = []

    func addMovie(title: String, genre: String, rating: Double) {
        movies.append(Movie(title: title, genre: genre, rating: rating))
    }
}
