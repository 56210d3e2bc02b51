// Hidden checks for capstone-favorites (Chapters/07-Capstone/Exercises/CapstoneFavorites.swift).
// They save a prime in the modal, go to "Favorite primes" and read it there, delete rows, and
// come back to the modal; a TestStore then checks the reducer's changes to both screens' state.
import Composable
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("capstone-favorites: Favourite primes, shared between screens")
struct CapstoneFavoritesChecks {
    private func makeHost(count: Int, favorites: [Int] = []) -> (ViewHost, StoreOf<AppFeature>) {
        let store = Store(initialState: AppFeature.State(count: count, favoritePrimes: favorites)) {
            AppFeature()
        }
        return (ViewHost(ContentView(store: store)), store)
    }

    /// ko: 모달에서 3을 저장하면 "Favorite primes" 화면에 3이 나열됩니다
    @Test("saving 3 in the modal lists 3 on the \"Favorite primes\" screen")
    func savedIsListed() throws {
        let (host, store) = makeHost(count: 3)
        try host.tap(.link("Counter demo"))
        try host.tap(.button("Is this prime?"))
        try host.tap(.button("Save to favorite primes"))
        #expect(
            store.favoritePrimes == [3],
            "After \"Save to favorite primes\" at 3, favoritePrimes should be [3], but it is \(store.favoritePrimes). Match `.primeModal(.presented(.favoriteButtonTapped))` in AppFeature."
        )
        #expect(
            host.contains(.button("Remove from favorite primes")),
            "Once 3 is a favourite the modal's button should offer \"Remove from favorite primes\" (update `state.primeModal?.isFavorite`). The screen shows:\n\(host.render())"
        )
        try host.dismissSheet()
        try host.goBack()
        try host.tap(.link("Favorite primes"))
        #expect(
            host.contains(.text("3")),
            "The favourites screen should list 3. The screen shows:\n\(host.render())")
    }

    /// ko: 버튼을 다시 탭하면 즐겨찾기에서 빠집니다
    @Test("tapping the button again removes the favourite")
    func toggleRemoves() throws {
        let (host, store) = makeHost(count: 5, favorites: [2])
        try host.tap(.link("Counter demo"))
        try host.tap(.button("Is this prime?"))
        try host.tap(.button("Save to favorite primes"))
        try host.tap(.button("Remove from favorite primes"))
        #expect(
            store.favoritePrimes == [2],
            "Save then Remove at 5 should leave [2], but favoritePrimes is \(store.favoritePrimes).")
        #expect(
            host.contains(.button("Save to favorite primes")),
            "After Remove the button should offer \"Save to favorite primes\" again. The screen shows:\n\(host.render())"
        )
    }

    /// ko: 모달은 카운트가 즐겨찾기인지 알고 열립니다
    @Test("the modal opens knowing the count is a favourite")
    func opensKnowing() throws {
        let (host, _) = makeHost(count: 7, favorites: [7])
        try host.tap(.link("Counter demo"))
        try host.tap(.button("Is this prime?"))
        #expect(
            host.contains(.button("Remove from favorite primes")),
            "7 is already a favourite, so the modal should offer \"Remove from favorite primes\": present it with `isFavorite: state.favoritePrimes.contains(state.count)`. The screen shows:\n\(host.render())"
        )
    }

    /// ko: 즐겨찾기 화면에서 행을 지우면 그 소수가 빠지고, 모달은 다시 Save를 보여 줍니다
    @Test("deleting a row on the favourites screen removes that prime, and the modal offers Save again")
    func deleteRow() throws {
        let (host, store) = makeHost(count: 3, favorites: [2, 3, 5])
        try host.tap(.link("Favorite primes"))
        try host.delete(.text("3"))
        #expect(
            store.favoritePrimes == [2, 5],
            "Deleting the row \"3\" should leave [2, 5], but favoritePrimes is \(store.favoritePrimes): `state.favoritePrimes.remove(atOffsets: offsets)`."
        )
        #expect(!host.contains(.text("3")), "3 should be gone from the list. The screen shows:\n\(host.render())")
        try host.goBack()
        try host.tap(.link("Counter demo"))
        try host.tap(.button("Is this prime?"))
        #expect(
            host.contains(.button("Save to favorite primes")),
            "3 is no longer a favourite, so the modal should offer \"Save to favorite primes\". The screen shows:\n\(host.render())"
        )
    }

    /// ko: TestStore: 저장과 제거가 favoritePrimes와 모달의 isFavorite를 바꿉니다
    @Test("a TestStore: saving and removing change favoritePrimes and the modal's isFavorite")
    func testStore() async {
        let store = TestStore(initialState: AppFeature.State(count: 5, favoritePrimes: [2])) { AppFeature() }
        store.exhaustivity = .off
        await store.send(.isPrimeButtonTapped) {
            $0.primeModal = PrimeModalFeature.State(count: 5, isFavorite: false)
        }
        await store.send(.primeModal(.presented(.favoriteButtonTapped)))
        await store.finish()
        await store.skipReceivedActions()
        #expect(
            store.state.favoritePrimes == [2, 5] && store.state.primeModal?.isFavorite == true,
            "Saving 5 should give [2, 5] and isFavorite true; favoritePrimes is \(store.state.favoritePrimes), isFavorite \(String(describing: store.state.primeModal?.isFavorite))."
        )
        await store.send(.primeModal(.presented(.favoriteButtonTapped)))
        await store.finish()
        await store.skipReceivedActions()
        #expect(
            store.state.favoritePrimes == [2] && store.state.primeModal?.isFavorite == false,
            "Removing 5 should give [2] and isFavorite false; favoritePrimes is \(store.state.favoritePrimes).")
        await store.send(.removeFavoritePrimes(IndexSet(integer: 0)))
        #expect(
            store.state.favoritePrimes.isEmpty,
            "Deleting row 0 of [2] should leave [], but favoritePrimes is \(store.state.favoritePrimes).")
    }
}
