// Exercise observed-state-object: A store recreated on every parent update
//
// Task: `LapCounter` counts laps in a `LapStore` it creates itself. Tapping Lap works, but as soon
// as the user flips "Dark mode" on the screen above it, the count goes back to 0. Find out why
// (what happens to LapCounter when StopwatchScreen's body runs again?) and make the store live as
// long as the lap counter is on screen.
//
// Done when: laps are counted; the count survives any number of dark-mode flips; and a flip
// re-evaluates the screen without resetting the store.
//
// From: Kodeco, "Understanding Data Flow in SwiftUI", "Why @State doesn't work here": "if the view
// declares an @ObservedObject, SwiftUI re-creates the object when it refreshes the view"; see
// Chapters/03-Observed/Examples/ObservedMovieList.swift and MovieList.swift.
//
// Run: swift run checker check observed-state-object
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

/// Counts laps in a store it makes itself.
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
