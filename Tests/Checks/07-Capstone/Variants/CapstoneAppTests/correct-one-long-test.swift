// Correct: the whole app walked through in one long test, with one store whose clients answer for every effect, and a second store for the failure.
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

private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var saved: [[Int]] = []
    private var calls = 0
    func save(_ list: [Int]) { lock.withLock { saved.append(list) } }
    var savedLists: [[Int]] { lock.withLock { saved } }
    func nextCall() -> Int {
        lock.withLock {
            calls += 1
            return calls
        }
    }
}

@MainActor
@Test func theWholeApp() async {
    #expect([0, 1, 2, 3, 4, 9, 11].map(isPrime) == [false, false, true, true, false, false, true])
    let recorder = Recorder()
    let store = TestStore(initialState: AppFeature.State()) {
        AppFeature()
    } withDependencies: {
        $0.primeClient.nthPrime = { n in n * 100 + recorder.nextCall() }
        $0.favoritesClient.save = { recorder.save($0) }
        $0.favoritesClient.load = { [29, 31] }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.decrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeLoading = true }
    await store.receive(.nthPrimeResponse(201)) {
        $0.isNthPrimeLoading = false
        $0.nthPrime = 201
    }
    await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeLoading = true }
    await store.receive(.nthPrimeResponse(202)) {
        $0.isNthPrimeLoading = false
        $0.nthPrime = 202
    }
    await store.send(.isPrimeButtonTapped) { $0.primeModal = PrimeModalFeature.State(count: 2) }
    await store.send(.primeModal(.presented(.favoriteButtonTapped))) {
        $0.favoritePrimes = [2]
        $0.primeModal?.isFavorite = true
    }
    await store.send(.primeModal(.presented(.favoriteButtonTapped))) {
        $0.favoritePrimes = []
        $0.primeModal?.isFavorite = false
    }
    await store.send(.primeModal(.presented(.favoriteButtonTapped))) {
        $0.favoritePrimes = [2]
        $0.primeModal?.isFavorite = true
    }
    await store.send(.saveButtonTapped)
    await store.finish()
    #expect(recorder.savedLists == [[2]])
    await store.send(.loadButtonTapped)
    await store.receive(.favoritePrimesLoaded([29, 31])) { $0.favoritePrimes = [29, 31] }
    await store.send(.removeFavoritePrimes(IndexSet(integer: 1))) { $0.favoritePrimes = [29] }

    struct Offline: Error {}
    let failing = TestStore(initialState: AppFeature.State()) {
        AppFeature()
    } withDependencies: {
        $0.primeClient.nthPrime = { _ in throw Offline() }
    }
    await failing.send(.nthPrimeButtonTapped) { $0.isNthPrimeLoading = true }
    await failing.receive(.nthPrimeFailed) { $0.isNthPrimeLoading = false }

    let favourite = TestStore(initialState: AppFeature.State(count: 7, favoritePrimes: [7])) { AppFeature() }
    await favourite.send(.isPrimeButtonTapped) { $0.primeModal = PrimeModalFeature.State(count: 7, isFavorite: true) }
}
