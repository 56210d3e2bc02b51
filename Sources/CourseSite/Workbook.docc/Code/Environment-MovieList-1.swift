// Kodeco, "Understanding Data Flow in SwiftUI", "Using the Environment": MovieList reads the
// "at the start of the struct, just before movieStore", and shows the user's name beside the
// person icon with `userStore.currentUserInfo.map { Text($0.userName) }`. The user icon leads to
// UserView; + presents AddMovie. Only the import differs from the tutorial's lines.
import DataFlow

/// The Fave Flicks home screen.
struct MovieList: View {
    @StateObject var movieStore = MovieStore()
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
