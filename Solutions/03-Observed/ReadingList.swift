// Solution to observed-list-updates: the store announces its changes (ObservableObject with a
// @Published array), and the view subscribes to them (@ObservedObject).
import DataFlow

/// The books on the reading list, kept outside any view.
final class BookStore: ObservableObject {
    @Published var books: [String] = []

    func add(_ title: String) {
        books.append(title)
    }
}

/// Shows the reading list. The store is made elsewhere and passed in, so the view observes it.
struct ReadingList: View {
    @ObservedObject var store: BookStore

    var body: some View {
        VStack {
            Text("\(store.books.count) books")
            ForEach(store.books, id: \.self) { title in
                Text(title)
            }
            Button("Add \"Dune\"") {
                store.add("Dune")
            }
        }
    }
}
