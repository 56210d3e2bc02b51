case .isPrimeButtonTapped:
    state.primeModal = PrimeModalFeature.State(count: state.count)
    return .none
