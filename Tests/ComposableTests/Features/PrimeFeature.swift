import Composable

/// Seed 003's counter as a reducer: the nth-prime question answered by an effect, through an
/// injected `@DependencyClient`, with a loading flag.
@DependencyClient
struct PrimeClient {
    var nthPrime: @Sendable (Int) async throws -> Int
}

extension PrimeClient: DependencyKey {
    static let liveValue = PrimeClient(nthPrime: { n in
        var found = 0
        var candidate = 1
        while found < n {
            candidate += 1
            if (2..<candidate).allSatisfy({ candidate % $0 != 0 }) { found += 1 }
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

@Reducer
struct CounterFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var isLoading = false
        var nthPrime: Int?
    }

    enum Action: Equatable {
        case incrementButtonTapped
        case nthPrimeButtonTapped
        case nthPrimeResponse(Int)
        case nthPrimeFailed
    }

    @Dependency(\.primeClient) var primeClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
                state.count += 1
                return .none
            case .nthPrimeButtonTapped:
                state.isLoading = true
                return .run { [count = state.count] send in
                    do {
                        await send(.nthPrimeResponse(try await primeClient.nthPrime(count)))
                    } catch {
                        await send(.nthPrimeFailed)
                    }
                }
            case let .nthPrimeResponse(prime):
                state.isLoading = false
                state.nthPrime = prime
                return .none
            case .nthPrimeFailed:
                state.isLoading = false
                return .none
            }
        }
    }
}
