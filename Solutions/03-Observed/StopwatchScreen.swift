// Solution to observed-state-object: the lap counter creates its store with @StateObject, so
// SwiftUI creates it once for the view's identity and keeps it when the parent re-evaluates.
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
