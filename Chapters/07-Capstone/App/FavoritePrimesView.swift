import Composable
import DataFlow

/// Seed 003's favourites screen: the very `favoritePrimes` the modal changed, read from the same
/// store (chapters 3 and 4 shared them through an `AppState` object); swiping a row away sends
/// `removeFavoritePrimes`, and Save and Load run `FavoritesClient`'s effects.
struct FavoritePrimesView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        List {
            ForEach(store.favoritePrimes, id: \.self) { prime in
                Text("\(prime)")
            }
            .onDelete { rows in store.send(.removeFavoritePrimes(rows)) }
        }
        .navigationTitle("Favorite primes")
        .toolbar {
            ToolbarItem {
                Button("Save") { store.send(.saveButtonTapped) }
            }
            ToolbarItem {
                Button("Load") { store.send(.loadButtonTapped) }
            }
        }
    }
}
