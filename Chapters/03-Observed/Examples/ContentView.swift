// Point-Free #65, "SwiftUI and State Management, part 1": the root screen, which holds
// the AppState and hands it to the counter: `NavigationLink(destination: CounterView(state:
// self.state))`. The playground creates it with `ContentView(state: AppState())`.
import DataFlow

/// Point-Free's root screen: a navigation list leading to the counter and the favourite primes.
struct ContentView: View {
    @ObservedObject var state: AppState

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: CounterView(state: self.state)) {
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
