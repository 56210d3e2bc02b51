// Kodeco, "Understanding Data Flow in SwiftUI", the starter's MovieList: the store is a
// plain property, `var movieStore = MovieStore()`. "The problem is that the view does not know to
// update when you add a movie": nothing tells SwiftUI the store changed. The tutorial's three
// versions of MovieList are three types here, so that tests can compare them.
import DataFlow

/// MovieList, version 1: a plain property. Adding a movie changes the store, but the list on
/// screen stays as it was.
struct PlainPropertyMovieList: View {
    var movieStore = MovieStore()
    @State private var isPresented = false

    var body: some View {
        NavigationView {
            List {
                ForEach(movieStore.movies) { movie in
                    Text(movie.title)
                }
            }
            .navigationBarTitle(Text("Fave Flicks"))
            .navigationBarItems(
                trailing:
                    Button(action: { self.isPresented.toggle() }) {
                        Image(systemName: "plus")
                    }
            )
            .sheet(isPresented: $isPresented) {
                AddMovie(movieStore: self.movieStore, showModal: self.$isPresented)
            }
        }
    }
}
