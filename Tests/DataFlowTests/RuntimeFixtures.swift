// Small views the runtime's own tests mount. The seeds' examples themselves live in the chapters'
// Examples targets and are tested there; these are only what the runtime tests need.
import DataFlow

struct Episode: Equatable {
    var title: String
    var showTitle: String
    var isFavorite = false
}

/// A button that reads and writes its parent's state through a binding.
struct PlayButton: View {
    @Binding var isPlaying: Bool
    var body: some View {
        Button(action: { isPlaying.toggle() }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}

/// A button with a copy of the state instead of a binding: a second source of truth.
struct PlayButtonWithOwnState: View {
    @State private var isPlaying = false
    var body: some View {
        Button(action: { isPlaying.toggle() }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}

/// Owns `isPlaying` and only hands `$isPlaying` down; never reads it in its own body.
struct PlayerView: View {
    var episode: Episode
    @State private var isPlaying = false
    var body: some View {
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
                .font(.caption)
                .foregroundColor(.gray)
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

/// A toggle bound to a member of a struct in state, above a view that takes the struct as input.
struct Podcaster: View {
    @State private var episode = Episode(title: "Some Episode", showTitle: "Great Show")
    var body: some View {
        VStack {
            Toggle("Favorite", isOn: $episode.isFavorite)
            PlayerView(episode: episode)
        }
    }
}

/// A wheel picker over fixed genres, bound to a parent's string.
struct GenrePicker: View {
    static let genres = ["Action", "Comedy", "Drama"]
    @Binding var genre: String
    var body: some View {
        Picker(selection: $genre, label: Spacer()) {
            ForEach(Self.genres, id: \.self) { Text($0) }
        }
        .pickerStyle(WheelPickerStyle())
    }
}

/// A navigation list whose first link pushes a counter, whose state goes when it is popped.
struct ContentView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: CounterView()) { Text("Counter demo") }
                NavigationLink(destination: EmptyView()) { Text("Favorite primes") }
            }
            .navigationBarTitle("State management")
        }
    }
}

struct CounterView: View {
    @State var count = 0
    var body: some View {
        HStack {
            Button(action: { count -= 1 }) { Text("-") }
            Text("\(count)")
            Button(action: { count += 1 }) { Text("+") }
        }
        .font(.title)
        .navigationTitle("Counter demo")
    }
}
