// Seed 003 (Point-Free #65, "SwiftUI and State Management, part 1"): the views copied with only
// the import changed.
import DataFlow
import Foundation

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

private func ordinal(_ n: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .ordinal
    return formatter.string(for: n) ?? ""
}

struct CounterView: View {
    @State var count: Int = 0

    var body: some View {
        VStack {
            HStack {
                Button(action: { self.count -= 1 }) {
                    Text("-")
                }
                Text("\(self.count)")
                Button(action: { self.count += 1 }) {
                    Text("+")
                }
            }
            Button(action: {}) {
                Text("Is this prime?")
            }
            Button(action: {}) {
                Text("What's the \(ordinal(self.count)) prime?")
            }
        }
        .font(.title)
        .navigationTitle("Counter demo")
    }
}
