// Seed 000 ("Understanding Data Flow in SwiftUI", Fave Flicks): the Add Movie screen after its
// Genre section became `GenrePicker(genre: $genre)`. The seed shows only that line; the rest of
// the form (title, rating, the Add button) follows the tutorial's description. The movie store
// arrives in chapter 3, so here the new movie is handed to `onAdd`.
import DataFlow

/// A form that owns the new movie's title, genre and rating as state, and lends the genre to
/// `GenrePicker` through a binding.
struct AddMovie: View {
    /// Receives the movie when Add is tapped.
    var onAdd: (Movie) -> Void = { _ in }

    @State private var title = ""
    @State private var genre = ""
    @State private var rating: Double = 3

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Title")) {
                    TextField("Title", text: $title)
                }
                Section(header: Text("Genre")) {
                    GenrePicker(genre: $genre)
                }
                Section(header: Text("Rating")) {
                    Slider(value: $rating, in: 0...5, step: 1)
                    Text(String(repeating: "★", count: Int(rating)))
                }
            }
            .navigationBarTitle(Text("Add Movie"), displayMode: .inline)
            .navigationBarItems(
                trailing:
                    Button(action: addMovie) {
                        Text("Add")
                    }
                    .disabled(title.isEmpty)
            )
        }
    }

    func addMovie() {
        onAdd(Movie(title: title, genre: genre, rating: rating))
    }
}
