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

    /// ko: 모달에서 소수를 저장하면 버튼이 곧바로 Remove로 바뀝니다
    @Test("saving a prime from the modal flips its button to Remove at once")
    func savingFlipsTheButton() throws {
        let state = PrimeAppState()
        let host = ViewHost(PrimeContentView(state: state))
        try openModal(at: 7, in: host)

        try host.tap(.button("Save to favorite primes"))

        #expect(
            state.favoritePrimes == [7],
            Comment(
                en:
                    "Tapping Save to favorite primes with the count at 7 should make favoritePrimes [7]; it is \(state.favoritePrimes).",
                ko: "카운트가 7일 때 Save to favorite primes를 탭하면 favoritePrimes가 [7]이 되어야 하는데 \(state.favoritePrimes)입니다.")
        )
        #expect(
            host.contains(.button("Remove from favorite primes")),
            Comment(
                en:
                    "After saving 7, the modal should offer \"Remove from favorite primes\" at once. If it still says Save, a change to favoritePrimes does not reach the views (is it @Published?). The modal shows:\n\(host.render())",
                ko:
                    "7을 저장한 뒤에는 모달에 곧바로 \"Remove from favorite primes\"가 나와야 합니다. 여전히 Save라면 favoritePrimes의 변경이 뷰에 닿지 않는 것입니다(@Published인가요?). 모달:\n\(host.render())"
            )
        )
    }

    /// ko: 모달에서 지우면 소수가 빠지고 다시 Save가 나옵니다
    @Test("removing from the modal takes the prime out and offers Save again")
    func removingFromTheModal() throws {
        let state = PrimeAppState()
        let host = ViewHost(PrimeContentView(state: state))
        try openModal(at: 5, in: host)
        try host.tap(.button("Save to favorite primes"))

        try host.tap(.button("Remove from favorite primes"))

        #expect(
            state.favoritePrimes.isEmpty && host.contains(.button("Save to favorite primes")),
            Comment(
                en:
                    "Save then Remove for 5 should leave no favourites and offer Save again; favoritePrimes is \(state.favoritePrimes). The modal shows:\n\(host.render())",
                ko:
                    "5를 Save한 뒤 Remove하면 즐겨찾기가 비고 다시 Save가 나와야 합니다. favoritePrimes는 \(state.favoritePrimes)입니다. 모달:\n\(host.render())"
            )
        )
    }

    /// ko: 소수가 아닌 수에는 어느 버튼도 나오지 않습니다
    @Test("a number that is not prime offers neither button")
    func notPrimeOffersNothing() throws {
        let host = ViewHost(PrimeContentView(state: PrimeAppState()))
        try openModal(at: 4, in: host)

        #expect(
            host.texts.contains("4 is not prime :(")
                && !host.contains(.button("Save to favorite primes"))
                && !host.contains(.button("Remove from favorite primes")),
            Comment(
                en:
                    "For 4 the modal should say \"4 is not prime :(\" and offer no button. The modal shows:\n\(host.render())",
                ko: "4에 대해 모달은 \"4 is not prime :(\"라고 말하고 버튼을 보여 주지 않아야 합니다. 모달:\n\(host.render())"))
    }

    /// ko: 모달에서 저장한 소수가 Favorite primes 화면에 나열됩니다
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
            Comment(
                en:
                    "2 and 3 were saved: the Favorite primes screen should list both, each with a \"Remove <prime>\" button. It shows:\n\(host.render())",
                ko:
                    "2와 3을 저장했습니다. Favorite primes 화면에 둘 다 나열되고 각각 \"Remove <prime>\" 버튼이 있어야 합니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: Favorite primes 화면에서 소수를 지우면 곧바로 목록에서 빠집니다
    @Test("removing a prime on the Favorite primes screen takes it off the list at once")
    func removingFromTheList() throws {
        let state = PrimeAppState()
        let host = ViewHost(PrimeContentView(state: state))
        state.favoritePrimes = [3, 11, 13]
        try host.tap(.link("Favorite primes"))

        try host.tap(.button("Remove 11"))

        #expect(
            state.favoritePrimes == [3, 13],
            Comment(
                en:
                    "Remove 11 should leave favoritePrimes [3, 13]; it is \(state.favoritePrimes).",
                ko: "Remove 11 뒤에는 favoritePrimes가 [3, 13]이어야 하는데 \(state.favoritePrimes)입니다."))
        #expect(
            !host.contains(.button("Remove 11")) && host.contains(.button("Remove 13")),
            Comment(
                en:
                    "After Remove 11 the list should show 3 and 13 only. It shows:\n\(host.render())",
                ko: "Remove 11 뒤에는 목록에 3과 13만 보여야 합니다. 화면:\n\(host.render())"))
    }
}
