// Exercise observed-list-updates: A list that never updates
//
// Task: `ReadingList` shows the books in a `BookStore`. Books are added by the "Add" button and by
// other code (a sync from the server calls `store.add(_:)`). The books do go into the store, but
// the screen keeps showing the list as it was when it appeared. Make the store announce its
// changes and make the view observe them.
//
// Done when: a book added from outside the view, or with the button, appears on screen at once,
// with the count above the list; and each change re-evaluates ReadingList's body.
//
// From: Kodeco, "Understanding Data Flow in SwiftUI" (the Fave Flicks MovieList whose
// `var movieStore = MovieStore()` is a plain property); see
// Chapters/03-Observed/Examples/PlainPropertyMovieList.swift and ObservedMovieList.swift.
//
// Run: swift run checker check observed-list-updates
import DataFlow

/// The books on the reading list, kept outside any view.
final class BookStore {
    // TODO: nothing tells anyone that this array changed.
    var books: [String] = []

    func add(_ title: String) {
        books.append(title)
    }
}

/// Shows the reading list. The store is made elsewhere and passed in, so the view observes it.
struct ReadingList: View {
    // TODO: a plain property: SwiftUI does not know this view depends on the store.
    let store: BookStore

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
