// Exercise capstone-app-tests: Test the whole app with a TestStore
//
// Task: AppFeature (in the course: Chapters/07-Capstone/App/CapstoneApp.swift, which your editor
// sees; your tests see it as if they were its test target) is the app you built in this chapter,
// without its views: `count` with "+" and "-";
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

@MainActor
struct CapstoneAppTests {
    @Test func counter() async {
        let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
        // TODO: send "+" and "-" and say how `count` must change; add a test per behaviour.
        _ = store
    }
}
