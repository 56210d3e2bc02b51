// Correct: non-exhaustive tests (exhaustivity .off) that state only what matters and then read store.state.
// Exercise capstone-app-tests: Test the whole app with a TestStore
//
// Task: AppFeature (in the course, not in this file; your tests see it as if they were its test
// target) is the app you built in this chapter, without its views: `count` with "+" and "-";
// `isPrime(_:)` and "Is this prime?" presenting `primeModal`; "What's the nth prime?" asking
// `primeClient.nthPrime(count)` with `isNthPrimeLoading`, whose answer replaces `nthPrime`;
// the modal's favourite button (`.primeModal(.presented(.favoriteButtonTapped))`) adding or
// removing the count and updating the modal's `isFavorite`; `removeFavoritePrimes(offsets)`;
// "Save" (`favoritesClient.save(favoritePrimes)`) and "Load" (`favoritesClient.load()`, then
// `favoritePrimesLoaded(primes)`, which replaces the list). Its actions are Equatable.
//
// Write Swift Testing tests (`@Test` functions) of the whole app with a `TestStore`, in TCA's
// style. The checker runs your tests against the correct app, where they must pass, and against
// versions of it with a planted bug (in the counter, the prime check, the nth prime, the
// favourites, saving and loading), where at least one must fail.
//
// Done when: your tests pass against the app and catch every planted bug.
//
// From: seed 004 (TCA): features are tested by sending actions and asserting on state; chapter 5,
// section 8. See Chapters/07-Capstone/README.md, section 6.
//
// Run: swift run checker check capstone-app-tests
import Composable
import Foundation
import Testing

actor Box {
    var saved: [[Int]] = []
    var answers = [17, 19]
    func add(_ list: [Int]) { saved.append(list) }
    func answer() -> Int { answers.removeFirst() }
}

struct Failure: Error {}

@MainActor
@Suite struct CapstoneAppTests {
    func makeStore(_ state: AppFeature.State, box: Box = Box(), failing: Bool = false) -> TestStoreOf<AppFeature> {
        let store = TestStore(initialState: state) {
            AppFeature()
        } withDependencies: {
            $0.primeClient.nthPrime = { n in
                if failing { throw Failure() }
                return n == 7 ? await box.answer() : -1
            }
            $0.favoritesClient.save = { await box.add($0) }
            $0.favoritesClient.load = { [41] }
        }
        store.exhaustivity = .off
        return store
    }

    func settle(_ store: TestStoreOf<AppFeature>) async {
        await store.finish()
        await store.skipReceivedActions()
    }

    @Test func counter() async {
        let store = makeStore(AppFeature.State(count: 10))
        await store.send(.decrementButtonTapped)
        #expect(store.state.count == 9)
        await store.send(.incrementButtonTapped)
        await store.send(.incrementButtonTapped)
        #expect(store.state.count == 11)
    }

    @Test(arguments: [(1, false), (2, true), (15, false), (17, true), (0, false)])
    func primes(n: Int, prime: Bool) {
        #expect(isPrime(n) == prime)
    }

    @Test func nthPrime() async {
        let store = makeStore(AppFeature.State(count: 7))
        await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeLoading = true }
        await settle(store)
        #expect(store.state.nthPrime == 17 && !store.state.isNthPrimeLoading)
        await store.send(.nthPrimeButtonTapped)
        await settle(store)
        #expect(store.state.nthPrime == 19)
        let failing = makeStore(AppFeature.State(count: 7), failing: true)
        await failing.send(.nthPrimeButtonTapped)
        await settle(failing)
        #expect(!failing.state.isNthPrimeLoading)
    }

    @Test func theModalKnowsAFavourite() async {
        let store = makeStore(AppFeature.State(count: 7, favoritePrimes: [7]))
        await store.send(.isPrimeButtonTapped)
        #expect(store.state.primeModal?.isFavorite == true)
    }

    @Test func favourites() async {
        let store = makeStore(AppFeature.State(count: 3, favoritePrimes: [5, 7]))
        await store.send(.isPrimeButtonTapped)
        await store.send(.primeModal(.presented(.favoriteButtonTapped)))
        #expect(store.state.favoritePrimes == [5, 7, 3] && store.state.primeModal?.isFavorite == true)
        await store.send(.primeModal(.presented(.favoriteButtonTapped)))
        #expect(store.state.favoritePrimes == [5, 7] && store.state.primeModal?.isFavorite == false)
        await store.send(.removeFavoritePrimes([0]))
        #expect(store.state.favoritePrimes == [7])
    }

    @Test func persistence() async {
        let box = Box()
        let store = makeStore(AppFeature.State(favoritePrimes: [23]), box: box)
        await store.send(.saveButtonTapped)
        await settle(store)
        #expect(await box.saved == [[23]])
        await store.send(.loadButtonTapped)
        await settle(store)
        #expect(store.state.favoritePrimes == [41])
    }
}
