// The client is asked about count + 1, not the count.
// ko: 클라이언트에게 count가 아니라 count + 1을 묻습니다.
import Composable
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
                return .run { [count = state.count + 1] send in
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
            case let .favoritePrimesLoaded(primes):
                state.favoritePrimes = primes
                return .none
            }
        }
        .ifLet(\.$primeModal, action: \.primeModal) { PrimeModalFeature() }
    }
}
