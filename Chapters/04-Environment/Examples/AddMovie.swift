// Kodeco, "Understanding Data Flow in SwiftUI", "Observing Objects": AddMovie reads the UserStore
// from the environment and, in `onAppear` on its NavigationView, starts the genre at the user's
// favourite: `.onAppear { genre = userStore.currentUserInfo?.favoriteGenre ?? "" }`. The rest of
// the form is the tutorial's description of it.
import DataFlow

/// The form for a new movie, presented as a sheet by MovieList.
struct AddMovie: View {
    let movieStore: MovieStore
    @Binding var showModal: Bool
    @EnvironmentObject var userStore: UserStore

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
        .onAppear { genre = userStore.currentUserInfo?.favoriteGenre ?? "" }
    }

    private func addMovie() {
        movieStore.addMovie(title: title, genre: genre, rating: rating)
        showModal = false
    }
}
