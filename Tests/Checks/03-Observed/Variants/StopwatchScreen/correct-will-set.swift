// Correct: @StateObject in the counter, and a store that announces in willSet instead of with @Published (declaring its own publisher, since no @Published property provides one).
import DataFlow

/// The laps recorded so far.
final class LapStore: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()

    var laps = 0 {
        willSet { objectWillChange.send() }
    }
}

/// The stopwatch screen: a dark-mode switch above the lap counter.
struct StopwatchScreen: View {
    @State private var isDarkMode = false

    var body: some View {
        VStack {
            Toggle("Dark mode", isOn: $isDarkMode)
            LapCounter()
                .foregroundColor(isDarkMode ? .white : .black)
        }
    }
}

/// Counts laps. It makes its own store, so it must own it.
struct LapCounter: View {
    @StateObject private var store = LapStore()

    var body: some View {
        VStack {
            Text("Laps: \(store.laps)")
            Button("Lap") {
                store.laps += 1
            }
        }
    }
}
