// Wrong: the starting code: @ObservedObject with a default value creates a new LapStore each time the parent makes a new LapCounter.
import DataFlow

/// The laps recorded so far.
final class LapStore: ObservableObject {
    @Published var laps = 0
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
    @ObservedObject private var store = LapStore()

    var body: some View {
        VStack {
            Text("Laps: \(store.laps)")
            Button("Lap") {
                store.laps += 1
            }
        }
    }
}
