// Kodeco, "Understanding Data Flow in SwiftUI", Fave Flicks: the store that "tracks
// every movie you add or delete". The tutorial says only that it conforms to ObservableObject; its
// `movies` array is `@Published`, so adding a movie announces the change.
import DataFlow

/// The movies the user has added, as an observable object.
final class MovieStore: ObservableObject {
    @Published var movies: [Movie]

    init(movies: [Movie] = []) {
        self.movies = movies
    }

    func addMovie(title: String, genre: String, rating: Double) {
        movies.append(Movie(title: title, genre: genre, rating: rating))
    }

    func deleteMovie(at index: Int) {
        movies.remove(at: index)
    }
}
