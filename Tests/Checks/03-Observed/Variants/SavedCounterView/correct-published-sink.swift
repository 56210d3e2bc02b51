// Correct: instead of didSet, the state subscribes to its own $count and $favoritePrimes publishers (dropping the current value each sends first) and saves the new values they send.
import DataFlow
import Foundation

/// The prime app's state, kept in a JSON file so that it survives relaunching the app.
final class SavedAppState: ObservableObject {
    @Published var count = 0
    @Published var favoritePrimes: [Int] = []
    private var subscriptions: [AnyCancellable] = []

    /// The folder the state is saved in.
    let folder: URL

    init(folder: URL) {
        self.folder = folder
        // A @Published publisher sends the current value on subscription (dropped: nothing
        // changed yet), then each new value before storing it, so save what was sent.
        $count.dropFirst().sink { [weak self] newCount in
            guard let self else { return }
            self.save(count: newCount, favoritePrimes: self.favoritePrimes)
        }
        .store(in: &subscriptions)
        $favoritePrimes.dropFirst().sink { [weak self] newPrimes in
            guard let self else { return }
            self.save(count: self.count, favoritePrimes: newPrimes)
        }
        .store(in: &subscriptions)
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
            state.favoritePrimes = saved.favoritePrimes
        }
        return state
    }

    /// What is written to the file: the values, without the publisher.
    private struct Snapshot: Codable {
        var count: Int
        var favoritePrimes: [Int]
    }

    private func save(count: Int, favoritePrimes: [Int]) {
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
