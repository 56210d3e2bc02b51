await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeLoading = true }
