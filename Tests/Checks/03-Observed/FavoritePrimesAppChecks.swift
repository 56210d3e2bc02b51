// Hidden checks for observed-favorite-primes (Chapters/03-Observed/Exercises/FavoritePrimesApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-favorite-primes: Favourite primes, saved from the modal and listed on their own screen")
struct FavoritePrimesAppChecks {
    /// Opens the counter, counts up to `n` with +, and opens the prime modal.
    func openModal(at n: Int, in host: ViewHost) throws {
        try host.tap(.link("Counter demo"))
        for _ in 0..<n { try host.tap(.button("+")) }
        try host.tap(.button("Is this prime?"))
    }

    /// Leaves the modal and the counter, and opens the favourite primes screen.
    func openFavorites(in host: ViewHost) throws {
        if host.isPresentingSheet { try host.dismissSheet() }
        try host.goBack()
        try host.tap(.link("Favorite primes"))
    }

    @Test("saving a prime from the modal flips its button to Remove at once")
    func savingFlipsTheButton() throws {
        let state = PrimeAppState()
        let host = ViewHost(PrimeContentView(state: state))
        try openModal(at: 7, in: host)

        try host.tap(.button("Save to favorite primes"))

        #expect(
            state.favoritePrimes == [7],
            "Tapping Save to favorite primes with the count at 7 should make favoritePrimes [7]; it is \(state.favoritePrimes)."
        )
        #expect(
            host.contains(.button("Remove from favorite primes")),
            "After saving 7, the modal should offer \"Remove from favorite primes\" at once. If it still says Save, a change to favoritePrimes does not reach the views (is it @Published?). The modal shows:\n\(host.render())"
        )
    }

    @Test("removing from the modal takes the prime out and offers Save again")
    func removingFromTheModal() throws {
        let state = PrimeAppState()
        let host = ViewHost(PrimeContentView(state: state))
        try openModal(at: 5, in: host)
        try host.tap(.button("Save to favorite primes"))

        try host.tap(.button("Remove from favorite primes"))

        #expect(
            state.favoritePrimes.isEmpty && host.contains(.button("Save to favorite primes")),
            "Save then Remove for 5 should leave no favourites and offer Save again; favoritePrimes is \(state.favoritePrimes). The modal shows:\n\(host.render())"
        )
    }

    @Test("a number that is not prime offers neither button")
    func notPrimeOffersNothing() throws {
        let host = ViewHost(PrimeContentView(state: PrimeAppState()))
        try openModal(at: 4, in: host)

        #expect(
            host.texts.contains("4 is not prime :(")
                && !host.contains(.button("Save to favorite primes"))
                && !host.contains(.button("Remove from favorite primes")),
            "For 4 the modal should say \"4 is not prime :(\" and offer no button. The modal shows:\n\(host.render())")
    }

    @Test("the primes saved from the modal are listed on the Favorite primes screen")
    func savedPrimesAreListed() throws {
        let state = PrimeAppState()
        let host = ViewHost(PrimeContentView(state: state))
        try openModal(at: 2, in: host)
        try host.tap(.button("Save to favorite primes"))
        try host.dismissSheet()
        try host.tap(.button("+"))
        try host.tap(.button("Is this prime?"))
        try host.tap(.button("Save to favorite primes"))

        try openFavorites(in: host)

        #expect(
            host.texts.contains("2") && host.texts.contains("3")
                && host.contains(.button("Remove 2")) && host.contains(.button("Remove 3")),
            "2 and 3 were saved: the Favorite primes screen should list both, each with a \"Remove <prime>\" button. It shows:\n\(host.render())"
        )
    }

    @Test("removing a prime on the Favorite primes screen takes it off the list at once")
    func removingFromTheList() throws {
        let state = PrimeAppState()
        let host = ViewHost(PrimeContentView(state: state))
        state.favoritePrimes = [3, 11, 13]
        try host.tap(.link("Favorite primes"))

        try host.tap(.button("Remove 11"))

        #expect(
            state.favoritePrimes == [3, 13],
            "Remove 11 should leave favoritePrimes [3, 13]; it is \(state.favoritePrimes).")
        #expect(
            !host.contains(.button("Remove 11")) && host.contains(.button("Remove 13")),
            "After Remove 11 the list should show 3 and 13 only. It shows:\n\(host.render())")
    }
}
