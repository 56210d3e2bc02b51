// Exercise observed-persist-json: Keep the app's state across launches, as JSON
//
// Task: the prime app forgets everything when it is relaunched. Make `SavedAppState` save itself
// as JSON, to a file named AppState.json in the folder it was given, every time `count` or
// `favoritePrimes` changes, with the keys "count" and "favoritePrimes"; and make
// `SavedAppState.load(from:)` read that file back at launch, or start from 0 and no favourites
// when there is no file or it cannot be read. (A Codable struct holding the two values is the
// easiest thing to encode: the class itself also holds a publisher, which is not data.)
//
// Done when: counting and saving favourites, then loading a new state from the same folder (a
// relaunch), shows the same count and favourites; AppState.json holds the latest values; and a
// damaged file starts the app fresh instead of crashing it.
//
// From: Point-Free #65, "SwiftUI and State Management, part 1", exercise 1: "make AppState
// Codable, save it as JSON on every change, and load it when ContentView is created" (there in
// UserDefaults; here in a file in a folder the checks give, so that each check starts clean).
//
// Run: swift run checker check observed-persist-json
import DataFlow
import Foundation

/// The prime app's state, kept in a JSON file so that it survives relaunching the app.
final class SavedAppState: ObservableObject {
    // TODO: save after every change.
    @Published var count = 0
    @Published var favoritePrimes: [Int] = []

    /// The folder the state is saved in.
    let folder: URL

    init(folder: URL) {
        self.folder = folder
    }

    /// The file the state is saved in: AppState.json in `folder`.
    var fileURL: URL {
        folder.appendingPathComponent("AppState.json")
    }

    /// The state saved in `folder`, or a new state when there is none or it cannot be read.
    static func load(from folder: URL) -> SavedAppState {
        // TODO: read AppState.json from the folder, if it is there.
        SavedAppState(folder: folder)
    }
}

/// The counter, with a button that saves the count as a favourite.
struct SavedCounterView: View {
    @ObservedObject var state: SavedAppState

    var body: some View {
        VStack {
            HStack {
                Button("-") { state.count -= 1 }
                Text("\(state.count)")
                Button("+") { state.count += 1 }
            }
            Button("Add \(state.count) to favorites") {
                state.favoritePrimes.append(state.count)
            }
            Text("Favorites: \(state.favoritePrimes.map(String.init).joined(separator: ", "))")
        }
    }
}
