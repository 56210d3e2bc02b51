// Exercise capstone-app-tests: Test the whole app with a TestStore
//
// Task: AppFeature (in the course, not in this file; your tests see it as if they were its test
// target) is the app you built in this chapter, without its views: `count` with "+" and "-";
// `isPrime(_:)` and "Is this prime?" presenting `primeModal` for the count (its `isFavorite` says
// whether the count is already a favourite); "What's the nth prime?" asking
// `primeClient.nthPrime(count)` with `isNthPrimeLoading`, whose answer replaces `nthPrime`;
// the modal's favourite button (`.primeModal(.presented(.favoriteButtonTapped))`) adding or
// removing the count and updating the modal's `isFavorite`; `removeFavoritePrimes(offsets)`;
// "Save" (`favoritesClient.save(favoritePrimes)`) and "Load" (`favoritesClient.load()`, then
// `favoritePrimesLoaded(primes)`, which replaces the list). Its actions are Equatable.
//
// Write Swift Testing tests (`@Test` functions) of the whole app with a `TestStore`, in TCA's
// style. The checker runs your tests against the correct app, where they must pass, and against
// versions of it with a planted bug (in the counter, the prime check, the modal, the nth prime,
// the favourites, saving and loading: a loaded list that is ignored too), where at least one
// must fail.
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

/// What a recording FavoritesClient was asked to save.
private actor SavedLists {
    var lists: [[Int]] = []
    func add(_ list: [Int]) { lists.append(list) }
}

private struct Offline: Error {}

@MainActor
struct CapstoneAppTests {
    @Test func counterCountsUpAndDown() async {
        let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
        await store.send(.incrementButtonTapped) { $0.count = 1 }
        await store.send(.decrementButtonTapped) { $0.count = 0 }
    }

    @Test func primeCheck() async {
        #expect(!isPrime(0) && !isPrime(1))
        #expect(isPrime(2) && isPrime(3) && isPrime(7) && isPrime(97))
        #expect(!isPrime(4) && !isPrime(9) && !isPrime(91))
        let store = TestStore(initialState: AppFeature.State(count: 7)) { AppFeature() }
        await store.send(.isPrimeButtonTapped) {
            $0.primeModal = PrimeModalFeature.State(count: 7, isFavorite: false)
        }
    }

    @Test func nthPrimeLoadsAndEachAnswerReplacesTheLast() async {
        let answers = [5, 7]
        let asked = ActorCounter()
        let store = TestStore(initialState: AppFeature.State(count: 3)) {
            AppFeature()
        } withDependencies: {
            $0.primeClient.nthPrime = { n in
                #expect(n == 3)
                return answers[await asked.next()]
            }
        }
        await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeLoading = true }
        await store.receive(.nthPrimeResponse(5)) {
            $0.isNthPrimeLoading = false
            $0.nthPrime = 5
        }
        await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeLoading = true }
        await store.receive(.nthPrimeResponse(7)) {
            $0.isNthPrimeLoading = false
            $0.nthPrime = 7
        }
    }

    @Test func nthPrimeFailureEndsTheLoading() async {
        let store = TestStore(initialState: AppFeature.State(count: 3)) {
            AppFeature()
        } withDependencies: {
            $0.primeClient.nthPrime = { _ in throw Offline() }
        }
        await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeLoading = true }
        await store.receive(.nthPrimeFailed) { $0.isNthPrimeLoading = false }
    }

    @Test func theModalOpensKnowingTheCountIsAFavourite() async {
        let store = TestStore(initialState: AppFeature.State(count: 7, favoritePrimes: [7])) { AppFeature() }
        await store.send(.isPrimeButtonTapped) {
            $0.primeModal = PrimeModalFeature.State(count: 7, isFavorite: true)
        }
    }

    @Test func favouritesAreAddedRemovedAndDeleted() async {
        let store = TestStore(initialState: AppFeature.State(count: 5, favoritePrimes: [2])) { AppFeature() }
        await store.send(.isPrimeButtonTapped) {
            $0.primeModal = PrimeModalFeature.State(count: 5, isFavorite: false)
        }
        await store.send(.primeModal(.presented(.favoriteButtonTapped))) {
            $0.favoritePrimes = [2, 5]
            $0.primeModal?.isFavorite = true
        }
        await store.send(.primeModal(.presented(.favoriteButtonTapped))) {
            $0.favoritePrimes = [2]
            $0.primeModal?.isFavorite = false
        }
        await store.send(.removeFavoritePrimes(IndexSet(integer: 0))) { $0.favoritePrimes = [] }
    }

    @Test func saveHandsTheCurrentListToTheClient() async {
        let saved = SavedLists()
        let store = TestStore(initialState: AppFeature.State(favoritePrimes: [3, 5])) {
            AppFeature()
        } withDependencies: {
            $0.favoritesClient.save = { list in await saved.add(list) }
        }
        await store.send(.saveButtonTapped)
        await store.finish()
        #expect(await saved.lists == [[3, 5]])
    }

    @Test func loadReplacesTheList() async {
        let store = TestStore(initialState: AppFeature.State(favoritePrimes: [13])) {
            AppFeature()
        } withDependencies: {
            $0.favoritesClient.load = { [2, 3] }
        }
        await store.send(.loadButtonTapped)
        await store.receive(.favoritePrimesLoaded([2, 3])) { $0.favoritePrimes = [2, 3] }
    }
}

/// Hands out 0, 1, 2, ...: which answer a client gives on its nth call.
private actor ActorCounter {
    private var calls = 0
    func next() -> Int {
        defer { calls += 1 }
        return calls
    }
}
