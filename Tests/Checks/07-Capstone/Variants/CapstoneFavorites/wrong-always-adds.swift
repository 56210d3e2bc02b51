// Wrong: the button always adds the count, so "Remove from favorite primes" adds it a second time.
// Exercise capstone-favorites: Favourite primes, shared between screens
//
// Task: a prime's modal gets "Save to favorite primes" (or "Remove from favorite primes" when it
// is one), and ContentView gets "Favorite primes", a list of them whose rows can be deleted. Both
// screens show one list, `favoritePrimes` in AppFeature's state (PrimeModalFeature, the views and
// the actions are written):
// - `isPrimeButtonTapped` presents the modal knowing whether the count is a favourite;
// - the modal's `favoriteButtonTapped` reaches AppFeature as `.primeModal(.presented(...))`: add
//   the count to `favoritePrimes`, or remove it if it is there, and update the modal's
//   `isFavorite` so its button says what it will do;
// - `removeFavoritePrimes(offsets)` (a row deleted on the favourites screen) removes those rows.
//
// Done when: saving 3 in the modal lists 3 on the favourites screen; tapping again removes it;
// deleting a row removes the prime, and the modal then offers "Save to favorite primes" again.
//
// From: seed 003 (Point-Free #65), AppState shared by two screens (chapter 3, section 4, and
// chapter 4, section 1). See Chapters/07-Capstone/README.md, section 4.
//
// Run: swift run checker check capstone-favorites
import Composable
import DataFlow
import Foundation

/// "Is this prime?", as seed 003's modal answers it.
func isPrime(_ p: Int) -> Bool {
    if p <= 1 { return false }
    if p <= 3 { return true }
    for divisor in 2...Int(Double(p).squareRoot()) where p % divisor == 0 {
        return false
    }
    return true
}

/// "What is the nth prime?", from somewhere slow: seed 003 asks Wolfram Alpha. Tests and checks
/// answer for it; the live value counts primes.
@DependencyClient
struct PrimeClient {
    var nthPrime: @Sendable (_ n: Int) async throws -> Int
}

extension PrimeClient: DependencyKey {
    static let liveValue = PrimeClient(nthPrime: { n in
        var found = 0
        var candidate = 1
        while found < n {
            candidate += 1
            if isPrime(candidate) { found += 1 }
        }
        return candidate
    })
    static let testValue = PrimeClient()
}

extension DependencyValues {
    var primeClient: PrimeClient {
        get { self[PrimeClient.self] }
        set { self[PrimeClient.self] = newValue }
    }
}

/// "1st", "2nd", "3rd": the seed's `NumberFormatter` with the `.ordinal` style.
func ordinal(_ n: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .ordinal
    return formatter.string(for: n) ?? ""
}

/// The "Is this prime?" modal: which number it is about, whether it is a favourite, and "Done",
/// which closes it. Saving a favourite is AppFeature's work: the list is AppFeature's state.
@Reducer
struct PrimeModalFeature {
    @ObservableState
    struct State: Equatable {
        var count: Int
        var isFavorite = false
    }

    enum Action: Equatable {
        case doneButtonTapped
        case favoriteButtonTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { _, action in
            switch action {
            case .doneButtonTapped:
                return .run { _ in await self.dismiss() }
            case .favoriteButtonTapped:
                return .none
            }
        }
    }
}

@Reducer
struct AppFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var favoritePrimes: [Int] = []
        var isNthPrimeLoading = false
        var nthPrime: Int?
        @Presents var primeModal: PrimeModalFeature.State?
    }

    enum Action: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
        case isPrimeButtonTapped
        case primeModal(PresentationAction<PrimeModalFeature.Action>)
        case nthPrimeButtonTapped
        case nthPrimeResponse(Int)
        case nthPrimeFailed
        case removeFavoritePrimes(IndexSet)
    }

    @Dependency(\.primeClient) var primeClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .decrementButtonTapped:
                state.count -= 1
                state.nthPrime = nil
                return .none
            case .incrementButtonTapped:
                state.count += 1
                state.nthPrime = nil
                return .none
            case .isPrimeButtonTapped:
                state.primeModal = PrimeModalFeature.State(
                    count: state.count, isFavorite: state.favoritePrimes.contains(state.count))
                return .none
            case .primeModal(.presented(.favoriteButtonTapped)):
                guard let count = state.primeModal?.count else { return .none }
                state.favoritePrimes.append(count)
                let isFavorite = state.favoritePrimes.contains(count)
                state.primeModal?.isFavorite = isFavorite
                return .none
            case .primeModal:
                return .none
            case .nthPrimeButtonTapped:
                state.isNthPrimeLoading = true
                return .run { [count = state.count] send in
                    do {
                        await send(.nthPrimeResponse(try await primeClient.nthPrime(count)))
                    } catch {
                        await send(.nthPrimeFailed)
                    }
                }
            case let .nthPrimeResponse(prime):
                state.isNthPrimeLoading = false
                state.nthPrime = prime
                return .none
            case .nthPrimeFailed:
                state.isNthPrimeLoading = false
                return .none
            case let .removeFavoritePrimes(offsets):
                state.favoritePrimes.remove(atOffsets: offsets)
                return .none
            }
        }
        .ifLet(\.$primeModal, action: \.primeModal) { PrimeModalFeature() }
    }
}

struct ContentView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Counter demo") { CounterView(store: store) }
                NavigationLink("Favorite primes") { FavoritePrimesView(store: store) }
            }
            .navigationTitle("State management")
        }
    }
}

struct CounterView: View {
    @Bindable var store: StoreOf<AppFeature>

    var body: some View {
        VStack {
            HStack {
                Button("-") { store.send(.decrementButtonTapped) }
                Text("\(store.count)")
                Button("+") { store.send(.incrementButtonTapped) }
            }
            Button("Is this prime?") { store.send(.isPrimeButtonTapped) }
            Button("What's the \(ordinal(store.count)) prime?") { store.send(.nthPrimeButtonTapped) }
                .disabled(store.isNthPrimeLoading)
            if let prime = store.nthPrime {
                Text("The \(ordinal(store.count)) prime is \(prime)")
            }
        }
        .navigationTitle("Counter demo")
        .sheet(item: $store.scope(state: \.primeModal, action: \.primeModal)) { modalStore in
            IsPrimeModalView(store: modalStore)
        }
    }
}

struct IsPrimeModalView: View {
    let store: StoreOf<PrimeModalFeature>

    var body: some View {
        VStack {
            if isPrime(store.count) {
                Text("\(store.count) is prime 🎉")
                Button(store.isFavorite ? "Remove from favorite primes" : "Save to favorite primes") {
                    store.send(.favoriteButtonTapped)
                }
            } else {
                Text("\(store.count) is not prime :(")
            }
            Button("Done") { store.send(.doneButtonTapped) }
        }
    }
}

/// The favourites screen: the same `favoritePrimes` the modal changes, read from the same store.
struct FavoritePrimesView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        List {
            ForEach(store.favoritePrimes, id: \.self) { prime in
                Text("\(prime)")
            }
            .onDelete { offsets in store.send(.removeFavoritePrimes(offsets)) }
        }
        .navigationTitle("Favorite primes")
    }
}
