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
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
                state.count += 1
                state.nthPrime = nil
                return .none
            ...
            }
        }
    }
}
