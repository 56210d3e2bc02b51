// Correct: the store sends objectWillChange itself in add(_:), before appending, instead of using @Published (with no @Published property, it declares its own publisher).
import DataFlow

/// The books on the reading list, kept outside any view.
final class BookStore: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()

    private(set) var books: [String] = []

    func add(_ title: String) {
        objectWillChange.send()
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
