import DataFlow
import Foundation

// The seeds' own view code, copied with only the import changed (SwiftUI → DataFlow).

struct Episode: Equatable {
    var title: String
    var showTitle: String
    var isFavorite = false
}

// Seed 002 / 001: PlayerView with the button inline.
struct InlinePlayerView: View {
    let episode: Episode // The queued episode.
    @State private var isPlaying: Bool = false
    var body: some View {
        VStack { // Display information about the episode.
            Text(episode.title)
            Text(episode.showTitle)
            Button(action: {
                self.isPlaying.toggle()
            }) {
                Image(systemName: isPlaying ? "pause.circle" : "play.circle")
            }
        }
    }
}

// Seed 002: PlayButton with a binding.
struct PlayButton: View {
    @Binding var isPlaying: Bool
    var body: some View {
        Button(action: {
            self.isPlaying.toggle()
        }) {
            Image(systemName: isPlaying ? "pause.circle" : "play.circle")
        }
    }
}

// Seed 002 / 001: PlayerView passing $isPlaying.
struct PlayerView: View {
    var episode: Episode
    @State private var isPlaying: Bool = false
    var body: some View {
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
                .font(.caption)
                .foregroundColor(.gray)
            PlayButton(isPlaying: $isPlaying) // Pass a binding.
        }
    }
}

// Seed 002: Podcaster binding a toggle to a member of a struct in state.
struct Podcaster: View {
    @State private var episode = Episode(title: "Some Episode", showTitle: "Great Show", isFavorite: false)
    var body: some View {
        VStack {
            Toggle("Favorite", isOn: $episode.isFavorite) // Bind to the Boolean.
            PlayerView(episode: episode)
        }
    }
}

// Seed 001: SwiftUI's Slider.
struct SliderSampleView: View {
    // 이 값이 변경되면 자동으로 UI도 갱신된다
    @State var sliderValue: Float = 0
    var body: some View {
        Slider(value: $sliderValue)
    }
}

// Seed 000: UserView's text field and title.
struct UserView: View {
    // 1
    @State private var userName = ""

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("User")) {
                    // 2
                    TextField("User Name", text: $userName)
                }
            }
        }
        // 3
        .navigationBarTitle(Text("\(userName) Info"), displayMode: .inline)
        .navigationBarItems(
            trailing:
                Button(action: updateUserInfo) {
                    Text("Update")
                }
        )
    }

    // 4
    func updateUserInfo() {
    }
}

// Seed 000: GenrePicker.
enum Movie {
    static let possibleGenres = ["Action", "Comedy", "Drama", "Horror", "Sci-Fi"]
}

struct GenrePicker: View {
    // 1
    @Binding var genre: String

    var body: some View {
        // 2
        Picker(selection: $genre, label: Spacer()) {
            // 3
            ForEach(Movie.possibleGenres, id: \.self) {
                Text($0)
            }
        }
        .pickerStyle(WheelPickerStyle())
    }
}

// Seed 003: ContentView and CounterView.
struct ContentView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: CounterView()) {
                    Text("Counter demo")
                }
                NavigationLink(destination: EmptyView()) {
                    Text("Favorite primes")
                }
            }
            .navigationBarTitle("State management")
        }
    }
}

private func ordinal(_ n: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .ordinal
    return formatter.string(for: n) ?? ""
}

struct CounterView: View {
    @State var count: Int = 0

    var body: some View {
        VStack {
            HStack {
                Button(action: { self.count -= 1 }) {
                    Text("-")
                }
                Text("\(self.count)")
                Button(action: { self.count += 1 }) {
                    Text("+")
                }
            }
            Button(action: {}) {
                Text("Is this prime?")
            }
            Button(action: {}) {
                Text("What's the \(ordinal(self.count)) prime?")
            }
        }
        .font(.title)
        .navigationTitle("Counter demo")
    }
}
