// Kodeco, "Understanding Data Flow in SwiftUI": the final MovieList, with
// `@StateObject var movieStore = MovieStore()`: "the same behaviour as before, but now SwiftUI
// manages movieStore's lifecycle". The store is created once, for this view's identity.
import DataFlow

/// MovieList, version 3: `@StateObject`. The list updates when a movie is added, and the store
/// survives every re-evaluation of the parent.
struct MovieList: View {
    @StateObject var movieStore = MovieStore()

    var body: some View {
        NavigationView {
            List {
                ForEach(movieStore.movies) { movie in
                    Text(movie.title)
                }
            }
            .navigationBarTitle(Text("Fave Flicks"))
        }
    }
}
