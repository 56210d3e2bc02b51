// Seed code for chapter 3, as the seeds write it with `import Combine` become `import DataFlow`.
import DataFlow

/// Seed 000's movie store: an `ObservableObject` whose `@Published` list views observe.
final class MovieStore: ObservableObject {
    @Published var movies: [String] = []

    func add(_ title: String) {
        movies.append(title)
    }
}

/// Seed 000's `MovieList`, first version: a plain property. Nothing tells the view the store changed.
struct PlainMovieList: View {
    var movieStore = MovieStore()
    var body: some View {
        VStack {
            Text("\(movieStore.movies.count) movies")
            Button("Add") { movieStore.add("Up") }
        }
    }
}

/// Second version: `@ObservedObject` updates the view, but the store is created with the view value.
struct ObservedMovieList: View {
    @ObservedObject var movieStore = MovieStore()
    var body: some View {
        VStack {
            Text("\(movieStore.movies.count) movies")
            Button("Add") { movieStore.add("Up") }
        }
    }
}

/// Third version: `@StateObject` owns the store for the view's identity.
struct StateMovieList: View {
    @StateObject private var movieStore = MovieStore()
    var body: some View {
        VStack {
            Text("\(movieStore.movies.count) movies")
            Button("Add") { movieStore.add("Up") }
        }
    }
}

/// A parent whose own state change re-evaluates its body, making a new child view value.
struct MovieScreen<List: View>: View {
    let makeList: () -> List
    @State private var refreshes = 0
    var body: some View {
        VStack {
            Text("refreshed \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            makeList()
        }
    }
}

/// Seed 001's `PodcastPlayerStore`, with its hand-written `objectWillChange`.
final class PodcastPlayerStore: ObservableObject {
    var objectWillChange = PassthroughSubject<Void, Never>()
    var currentTime: Double = 0
    var isPlaying = false
    var episodeNumber = 1

    func advance() {
        episodeNumber += 1
        currentTime = 0
        // Notify subscribers that the player changed
        objectWillChange.send()
    }
}

struct PodcastView: View {
    @ObservedObject var model: PodcastPlayerStore
    var body: some View {
        VStack {
            Text("Episode \(model.episodeNumber)")
            Button("Next") { model.advance() }
        }
    }
}

/// Seed 003's `AppState`, announcing in `willSet` by hand.
final class CountState: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var count = 0 {
        willSet { objectWillChange.send() }
    }
}

struct AppStateCounter: View {
    @ObservedObject var state: CountState
    var body: some View {
        VStack {
            Text("\(state.count)")
            Button("+") { state.count += 1 }
        }
    }
}

/// Seed 000's `UserStore`, and a form bound to it with `$userStore.property`.
struct UserInfo: Equatable {
    var userName: String
    var favoriteGenre: String
}

final class UserStore: ObservableObject {
    @Published var currentUserInfo: UserInfo?
    @Published var draftName = ""
}

struct NameForm: View {
    @ObservedObject var userStore: UserStore
    var body: some View {
        VStack {
            TextField("Name", text: $userStore.draftName)
            Text("Hello \(userStore.draftName)")
        }
    }
}
