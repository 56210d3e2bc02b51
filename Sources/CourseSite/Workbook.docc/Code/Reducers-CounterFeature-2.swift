import Composable

/// Seed 003's counter as a reducer: every change of state happens in `reduce`, in one place, and
/// the nth-prime question is an effect that asks the injected `PrimeClient`, so the view does no
/// work of its own. `isLoading` is true from the question to its answer; the view disables the
/// button meanwhile.
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
            case .decrementButtonTapped:
                state.count -= 1
                state.nthPrime = nil
                return .none
            case .incrementButtonTapped:
                state.count += 1
                state.nthPrime = nil
                return .none
            }
        }
    }
}
