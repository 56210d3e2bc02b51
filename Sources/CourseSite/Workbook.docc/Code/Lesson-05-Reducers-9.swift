import Composable
import Testing

@MainActor
struct CounterFeatureTests {
    @Test func nthPrimeAnswers() async {
        let store = TestStore(initialState: CounterFeature.State(count: 3)) {
            CounterFeature()
        } withDependencies: {
            $0.primeClient.nthPrime = { n in n == 3 ? 5 : 0 }
        }
        await store.send(.nthPrimeButtonTapped) { $0.isLoading = true }
        await store.receive(.nthPrimeResponse(5)) {
            $0.isLoading = false
            $0.nthPrime = 5
        }
    }
}
