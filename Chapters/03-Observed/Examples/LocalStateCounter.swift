// Point-Free #65, "SwiftUI and State Management, part 1", "keeping the counter's state":
// with `@State var count`, "go from the counter back to the main screen and into the counter
// again, and the count is 0 instead of what it was". The episode's @State version of both screens
// (chapter 1's CounterView), kept here to compare with AppState.
import DataFlow

/// The root screen before AppState: the counter it pushes owns its count.
struct LocalStateContentView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: LocalStateCounterView()) {
                    Text("Counter demo")
                }
            }
            .navigationBarTitle("State management")
        }
    }
}

/// The counter with `@State var count`: state that belongs to this screen while it is shown.
struct LocalStateCounterView: View {
    @State var count: Int = 0

    var body: some View {
        HStack {
            Button(action: { self.count -= 1 }) {
                Text("-")
            }
            Text("\(self.count)")
            Button(action: { self.count += 1 }) {
                Text("+")
            }
        }
        .navigationTitle("Counter demo")
    }
}
