// Kodeco, "Understanding Data Flow in SwiftUI", Fave Flicks: the Add Movie sheet. It
// is handed the list's movie store and the binding that presents it; Add puts the movie in the
// store and closes the sheet. The tutorial describes the form (title, genre, rating) without
// showing it; this is that form.
import DataFlow

/// The form for a new movie: its fields are this view's own state until Add is tapped.
struct AddMovie: View {
    let movieStore: MovieStore
    @Binding var showModal: Bool

    @State private var title = ""
    @State private var genre = "Action"
    @State private var rating: Double = 3

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Title")) {
                    TextField("Title", text: $title)
                }
                Section(header: Text("Genre")) {
                    Picker(selection: $genre, label: Text("Genre")) {
                        ForEach(Movie.possibleGenres, id: \.self) {
                            Text($0)
                        }
                    }
                }
                Section(header: Text("Rating")) {
                    Slider(value: $rating, in: 0...5, step: 1)
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

    private func addMovie() {
        movieStore.addMovie(title: title, genre: genre, rating: rating)
        showModal = false
    }
}
