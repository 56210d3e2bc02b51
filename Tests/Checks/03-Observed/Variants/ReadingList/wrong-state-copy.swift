// Wrong: the view copies the books into its own @State when it is created: a second source of truth that the store never updates.
import DataFlow

/// The books on the reading list, kept outside any view.
final class BookStore: ObservableObject {
    @Published var books: [String] = []

    func add(_ title: String) {
        books.append(title)
    }
}

/// Shows a copy of the reading list taken when the view was made.
struct ReadingList: View {
    let store: BookStore
    @State private var books: [String]

    init(store: BookStore) {
        self.store = store
        _books = State(initialValue: store.books)
    }

    var body: some View {
        VStack {
            Text("\(books.count) books")
            ForEach(books, id: \.self) { title in
                Text(title)
            }
            Button("Add \"Dune\"") {
                store.add("Dune")
            }
        }
    }
}
