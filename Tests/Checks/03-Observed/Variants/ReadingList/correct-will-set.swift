// Correct: Point-Free's spelling: `books` sends objectWillChange in its willSet (with no @Published property, the class declares its own publisher).
import DataFlow

/// The books on the reading list, kept outside any view.
final class BookStore: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()

    var books: [String] = [] {
        willSet { objectWillChange.send() }
    }

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
