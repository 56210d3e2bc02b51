import Composable
import Testing

@MainActor
struct NthPrimeTests {
    @Test func nthPrimeLoadsAndAnswers() async {
        let store = TestStore(initialState: AppFeature.State(count: 3)) {
            AppFeature()
        } withDependencies: {
            $0.primeClient.nthPrime = { _ in 5 }
        }
        await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeLoading = true }
        await store.receive(\.nthPrimeResponse) {
            $0.isNthPrimeLoading = false
            $0.nthPrime = 5
        }
    }
}
