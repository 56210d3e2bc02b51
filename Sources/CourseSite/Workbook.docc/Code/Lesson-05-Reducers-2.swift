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
