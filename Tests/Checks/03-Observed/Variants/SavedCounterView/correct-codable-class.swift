// Correct: the class itself is Codable, with CodingKeys and a hand-written init(from:) and encode(to:), as Point-Free's exercise suggests.
import DataFlow
import Foundation

/// The prime app's state, kept in a JSON file so that it survives relaunching the app.
final class SavedAppState: ObservableObject, Codable {
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
        let decoder = JSONDecoder()
        decoder.userInfo[folderKey] = folder
        let file = folder.appendingPathComponent("AppState.json")
        guard let data = try? Data(contentsOf: file),
            let state = try? decoder.decode(SavedAppState.self, from: data)
        else {
            return SavedAppState(folder: folder)
        }
        return state
    }

    private enum CodingKeys: String, CodingKey {
        case count, favoritePrimes
    }

    /// Decodes the values; the folder is not part of the file, so it comes from the decoder's userInfo.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        folder = decoder.userInfo[Self.folderKey] as? URL ?? URL(fileURLWithPath: "/")
        count = try container.decode(Int.self, forKey: .count)
        favoritePrimes = try container.decode([Int].self, forKey: .favoritePrimes)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(favoritePrimes, forKey: .favoritePrimes)
    }

    private static let folderKey = CodingUserInfoKey(rawValue: "folder")!

    private func save() {
        guard let data = try? JSONEncoder().encode(self) else { return }
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
