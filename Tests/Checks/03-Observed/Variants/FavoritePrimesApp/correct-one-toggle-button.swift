// Correct: one button whose title and action depend on whether the count is a favourite, and removal with filter.
import DataFlow

/// The state every screen of the prime app shares.
final class PrimeAppState: ObservableObject {
    @Published var count = 0
    @Published var favoritePrimes: [Int] = []
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
                let isFavorite = state.favoritePrimes.contains(state.count)
                Button(isFavorite ? "Remove from favorite primes" : "Save to favorite primes") {
                    if isFavorite {
                        state.favoritePrimes = state.favoritePrimes.filter { $0 != state.count }
                    } else {
                        state.favoritePrimes.append(state.count)
                    }
                }
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
            ForEach(state.favoritePrimes, id: \.self) { prime in
                HStack {
                    Text("\(prime)")
                    Button("Remove \(prime)") {
                        state.favoritePrimes.removeAll { $0 == prime }
                    }
                }
            }
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
