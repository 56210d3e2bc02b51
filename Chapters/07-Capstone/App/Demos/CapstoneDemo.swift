// A demo (`swift run checker demo capstone`): the whole finished app on one store. The counter
// counts to 2, "Is this prime?" presents the modal (optional child state), its button saves 2 as a
// favourite (AppFeature changes the list), Done closes it through `dismiss` (an effect), and the
// favourites screen shows 2 from the same store. Back on the counter the count is still 2, and
// "What's the 2nd prime?" sets the loading state at once; the answer, from the injected client,
// arrives as `nthPrimeResponse`. Its client answers at once, where seed 003 asked Wolfram Alpha.
import Composable
import DataFlow
import Foundation

#Demo(
    "capstone", chapter: 7,
    title:
        "The whole app on one store: count to 2, save it as a favourite prime, see it on the favourites screen, ask the 2nd prime"
) {
    let store = Store(initialState: AppFeature.State()) {
        AppFeature()
    } withDependencies: {
        $0.primeClient.nthPrime = { n in countedPrime(n) }
    }
    return DemoStory(
        ContentView(store: store),
        steps: [
            .push(.link("Counter demo")),
            .tap(.button("+")),
            .tap(.button("+")),
            .tap(.button("Is this prime?")),
            .tap(.button("Save to favorite primes")),
            .tap(.button("Done")),
            .waitUntil("the modal is closed") { store.withState { $0.primeModal == nil } },
            .goBack(),
            .push(.link("Favorite primes")),
            .goBack(),
            .push(.link("Counter demo")),
            .tap(.button("What's the 2nd prime?")),
            .waitUntil("the client has answered") { store.withState { !$0.isNthPrimeLoading } },
        ])
}

/// The demo's `PrimeClient.nthPrime`: the `n`th prime (the first for any `n` below 1), counted
/// with `isPrime` without leaving the process, so it answers as soon as the effect asks.
private func countedPrime(_ n: Int) -> Int {
    var primes = (2...).lazy.filter(isPrime).makeIterator()
    for _ in 1..<max(n, 1) { _ = primes.next() }
    // The primes never run out: `next()` always has one more.
    return primes.next()!
}
