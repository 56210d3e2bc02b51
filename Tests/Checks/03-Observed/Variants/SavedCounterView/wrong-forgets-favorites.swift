// Wrong: load(from:) reads only the count back, so favourites are lost on relaunch.
import DataFlow
import Foundation

/// The prime app's state, kept in a JSON file so that it survives relaunching the app.
final class SavedAppState: ObservableObject {
    @Published var count = 0 {
        didSet { save() }
    }
    @Published var favoritePrimes: [Int] = [] {
        didSet { save() }
    }

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
        let state = SavedAppState(folder: folder)
        if let data = try? Data(contentsOf: state.fileURL),
            let saved = try? JSONDecoder().decode(Snapshot.self, from: data)
        {
            state.count = saved.count
        }
        return state
    }

    /// What is written to the file: the values, without the publisher.
    private struct Snapshot: Codable {
        var count: Int
        var favoritePrimes: [Int]
    }

    private func save() {
        let snapshot = Snapshot(count: count, favoritePrimes: favoritePrimes)
        guard let data = try? JSONEncoder().encode(snapshot) else { return }
        try? data.write(to: fileURL)
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
