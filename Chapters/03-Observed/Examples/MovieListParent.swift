// Kodeco, "Understanding Data Flow in SwiftUI", "Why @State doesn't work here": the
// lifetime difference between @ObservedObject and @StateObject shows only when something above
// the list re-evaluates. The tutorial describes it in words; this parent makes it happen: typing a
// name re-evaluates its body, which creates a new MovieList value each time.
import DataFlow

/// A screen with a user name field above one of the three versions of MovieList.
struct MovieListParent: View {
    /// Which of the tutorial's three MovieLists to show.
    enum Version {
        case plainProperty, observedObject, stateObject
    }

    let version: Version
    @State private var userName = ""

    var body: some View {
        VStack {
            TextField("User Name", text: $userName)
            Text("Signed in as \(userName)")
            switch version {
            case .plainProperty:
                PlainPropertyMovieList()
            case .observedObject:
                ObservedMovieList()
            case .stateObject:
                MovieList()
            }
        }
    }
}
