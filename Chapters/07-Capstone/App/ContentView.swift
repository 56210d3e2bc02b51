import Composable
import DataFlow

/// The app's root, seed 003's "State management" list: one `Store` of `AppFeature`, created above
/// the `NavigationStack` and handed to both screens, so that the counter and the favourites are
/// the same state whichever screen shows them (chapter 1 lost the count with the screen).
struct ContentView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Counter demo") { CounterView(store: store) }
                NavigationLink("Favorite primes") { FavoritePrimesView(store: store) }
            }
            .navigationTitle("State management")
        }
    }
}
