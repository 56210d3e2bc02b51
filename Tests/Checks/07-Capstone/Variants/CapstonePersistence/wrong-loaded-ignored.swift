// Wrong: "Load" reads the file and sends favoritePrimesLoaded, but the reducer ignores the loaded list. The checks should say the value arrived and was dropped.
// Exercise capstone-persistence: Favourites saved and restored
//
// Task: the favourites screen gets "Save" and "Load" (written, as are the actions and the
// FavoritesClient, which the app reaches as `@Dependency(\.favoritesClient)`; its live value
// keeps the list in a file, `FavoritesClient.file(url)`). Seed 003 lists persistence among the
// problems SwiftUI leaves to us: quit the app and the favourites are gone.
// - `saveButtonTapped` returns an effect that saves the current `favoritePrimes` with
//   `favoritesClient.save(_:)`;
// - `loadButtonTapped` returns an effect that loads them with `favoritesClient.load()` and sends
//   `favoritePrimesLoaded(primes)`; a load that fails (nothing saved yet) changes nothing;
// - `favoritePrimesLoaded` replaces the list with the loaded one.
//
// Done when: favourites saved by one run of the app (one store) are shown after "Load" in the
// next; loading replaces the list rather than adding to it.
//
// From: seed 003 (Point-Free #65), persistence; chapter 5, section 2 (effects and dependencies).
// See Chapters/07-Capstone/README.md, section 5.
//
// Run: swift run checker check capstone-persistence
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

/// Where the favourite primes are kept between runs of the app.
@DependencyClient
struct FavoritesClient {
    var load: @Sendable () async throws -> [Int]
    var save: @Sendable (_ primes: [Int]) async throws -> Void
}

extension FavoritesClient {
    /// Favourites kept as JSON in the file at `url`.
    static func file(_ url: URL) -> FavoritesClient {
        FavoritesClient(
            load: { try JSONDecoder().decode([Int].self, from: Data(contentsOf: url)) },
            save: { primes in try JSONEncoder().encode(primes).write(to: url) }
        )
    }
}

extension FavoritesClient: DependencyKey {
    static let liveValue = FavoritesClient.file(
        URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".favorite-primes.json"))
    static let testValue = FavoritesClient()
}

extension DependencyValues {
    var favoritesClient: FavoritesClient {
        get { self[FavoritesClient.self] }
        set { self[FavoritesClient.self] = newValue }
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
        case saveButtonTapped
        case loadButtonTapped
        case favoritePrimesLoaded([Int])
    }

    @Dependency(\.primeClient) var primeClient
    @Dependency(\.favoritesClient) var favoritesClient

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
                if let index = state.favoritePrimes.firstIndex(of: count) {
                    state.favoritePrimes.remove(at: index)
                } else {
                    state.favoritePrimes.append(count)
                }
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
            case .saveButtonTapped:
                return .run { [primes = state.favoritePrimes] _ in
                    try await favoritesClient.save(primes)
                }
            case .loadButtonTapped:
                return .run { send in
                    do {
                        await send(.favoritePrimesLoaded(try await favoritesClient.load()))
                    } catch {
                        // Nothing saved yet: the list stays as it is.
                    }
                }
            case .favoritePrimesLoaded:
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
        VStack {
            HStack {
                Button("Save") { store.send(.saveButtonTapped) }
                Button("Load") { store.send(.loadButtonTapped) }
            }
            List {
                ForEach(store.favoritePrimes, id: \.self) { prime in
                    Text("\(prime)")
                }
                .onDelete { offsets in store.send(.removeFavoritePrimes(offsets)) }
            }
        }
        .navigationTitle("Favorite primes")
    }
}
