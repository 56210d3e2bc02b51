// Wrong: the screen creates the store but holds it with @ObservedObject: Dark mode keeps it (the screen itself is not made again), but a new StopwatchScreen value from its parent makes a new LapStore and the laps are lost.
import DataFlow

/// The laps recorded so far.
final class LapStore: ObservableObject {
    @Published var laps = 0
}

/// The stopwatch screen: a dark-mode switch above the lap counter.
struct StopwatchScreen: View {
    @State private var isDarkMode = false
    @ObservedObject private var store = LapStore()

    var body: some View {
        VStack {
            Toggle("Dark mode", isOn: $isDarkMode)
            LapCounter(store: store)
                .foregroundColor(isDarkMode ? .white : .black)
        }
    }
}

/// Counts laps. It makes its own store, so it must own it.
struct LapCounter: View {
    @ObservedObject var store: LapStore

    var body: some View {
        VStack {
            Text("Laps: \(store.laps)")
            Button("Lap") {
                store.laps += 1
            }
        }
    }
}
