// Seed 003 (Point-Free #65, "SwiftUI and State Management, part 1"): the app's root screen.
// The seed's final version; only `import SwiftUI` became `import DataFlow`.
import DataFlow

/// Point-Free's root screen: a navigation list leading to the counter and to the favourite
/// primes (an `EmptyView` for now, as in the seed), titled "State management".
struct ContentView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: CounterView()) {
                    Text("Counter demo")
                }
                NavigationLink(destination: EmptyView()) {
                    Text("Favorite primes")
                }
            }
            .navigationBarTitle("State management")
        }
    }
}
