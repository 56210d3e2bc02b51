@Reducer
struct CounterFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var isLoading = false
        var nthPrime: Int?
    }

    enum Action: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
        case nthPrimeButtonTapped
        case nthPrimeResponse(Int)
        case nthPrimeFailed
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
