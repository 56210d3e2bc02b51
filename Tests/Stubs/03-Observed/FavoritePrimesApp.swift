// Exercise observed-favorite-primes: Favourite primes, saved from the modal and listed on their own screen
//
// Task: Point-Free's prime app. The counter and its "Is this prime?" modal work. Add the favourite
// primes: `favoritePrimes` in the shared state, which every screen must see change; in the modal,
// for a prime count, a "Save to favorite primes" button (when it is not a favourite) or a
// "Remove from favorite primes" button (when it is); and on the Favorite primes screen, one row
// per saved prime showing the number and a "Remove <prime>" button (e.g. "Remove 7").
//
// Done when: saving from the modal flips its button at once; the saved primes are listed on the
// Favorite primes screen after navigating there; removing from that screen or from the modal
// takes the prime off everywhere; and numbers that are not prime offer neither button.
//
// From: Point-Free #65, "SwiftUI and State Management, part 1", exercise 5: "add a
// `var favoritePrimes: [Int]` field to AppState and make sure didChange catches its changes; use it
// for the modal's 'Save to / Remove from favorite primes' buttons". See
// Chapters/03-Observed/Examples/AppState.swift and ContentView.swift.
//
// Run: swift run checker check observed-favorite-primes
import DataFlow

/// The state every screen of the prime app shares.
final class PrimeAppState: ObservableObject {
    @Published var count = 0
    // TODO: does a change to this reach the views?
    var favoritePrimes: [Int] = []
}

/// The root screen: links to the counter and to the favourite primes, sharing one state.
struct PrimeContentView: View {
    @ObservedObject var state: PrimeAppState

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: PrimeCounterView(state: state)) {
                    Text("Counter demo")
                }
                NavigationLink(destination: FavoritePrimesView(state: state)) {
                    Text("Favorite primes")
                }
            }
            .navigationBarTitle("State management")
        }
    }
}

/// The counter, with a button that presents the prime modal for the current count.
struct PrimeCounterView: View {
    @ObservedObject var state: PrimeAppState
    @State private var isPrimeModalShown = false

    var body: some View {
        VStack {
            HStack {
                Button("-") { state.count -= 1 }
                Text("\(state.count)")
                Button("+") { state.count += 1 }
            }
            Button("Is this prime?") { isPrimeModalShown = true }
        }
        .navigationTitle("Counter demo")
        .sheet(isPresented: $isPrimeModalShown) {
            IsPrimeModalView(state: state)
        }
    }
}

/// The modal: says whether the count is prime, and for a prime offers to save or remove it.
struct IsPrimeModalView: View {
    @ObservedObject var state: PrimeAppState

    var body: some View {
        VStack {
            if isPrime(state.count) {
                Text("\(state.count) is prime 🎉")
                // TODO: "Save to favorite primes" when the count is not a favourite yet,
                // "Remove from favorite primes" when it is.
            } else {
                Text("\(state.count) is not prime :(")
            }
        }
    }
}

/// Every saved prime, each with a button that removes it.
struct FavoritePrimesView: View {
    @ObservedObject var state: PrimeAppState

    var body: some View {
        List {
            // TODO: one row per favourite prime: its number, and a "Remove <prime>" button.
            EmptyView()
        }
        .navigationTitle("Favorite primes")
    }
}

/// True when `p` is a prime number.
func isPrime(_ p: Int) -> Bool {
    if p <= 1 { return false }
    if p <= 3 { return true }
    for i in 2...Int(Double(p).squareRoot()) where p % i == 0 {
        return false
    }
    return true
}
