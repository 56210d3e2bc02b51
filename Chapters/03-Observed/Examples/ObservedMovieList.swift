// Kodeco, "Understanding Data Flow in SwiftUI", "Observing Objects": MovieList with
// `@ObservedObject var movieStore = MovieStore()`. The list now updates, but "if the view declares an
// @ObservedObject, SwiftUI re-creates the object when it refreshes the view": the store lives only
// as long as this copy of the view struct.
import DataFlow

/// MovieList, version 2: `@ObservedObject`. The list updates when a movie is added, but the
/// store is created with the view, so a parent that re-evaluates its body replaces it with an
/// empty one.
struct ObservedMovieList: View {
    @ObservedObject var movieStore = MovieStore()
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
