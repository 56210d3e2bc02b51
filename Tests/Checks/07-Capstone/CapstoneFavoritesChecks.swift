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
            Comment(
                en:
                    "After \"Save to favorite primes\" at 3, favoritePrimes should be [3], but it is \(store.favoritePrimes). Match `.primeModal(.presented(.favoriteButtonTapped))` in AppFeature.",
                ko:
                    "3에서 \"Save to favorite primes\"를 누른 뒤 favoritePrimes는 [3]이어야 하는데 \(store.favoritePrimes)입니다. AppFeature에서 `.primeModal(.presented(.favoriteButtonTapped))`를 처리하세요."
            )
        )
        #expect(
            host.contains(.button("Remove from favorite primes")),
            Comment(
                en:
                    "Once 3 is a favourite the modal's button should offer \"Remove from favorite primes\" (update `state.primeModal?.isFavorite`). The screen shows:\n\(host.render())",
                ko:
                    "3이 즐겨찾기가 되면 모달의 버튼은 \"Remove from favorite primes\"를 보여 줘야 합니다(`state.primeModal?.isFavorite`를 갱신하세요). 화면:\n\(host.render())"
            )
        )
        try host.dismissSheet()
        try host.goBack()
        try host.tap(.link("Favorite primes"))
        #expect(
            host.contains(.text("3")),
            Comment(
                en: "The favourites screen should list 3. The screen shows:\n\(host.render())",
                ko: "즐겨찾기 화면에 3이 있어야 합니다. 화면:\n\(host.render())"))
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
            Comment(
                en: "Save then Remove at 5 should leave [2], but favoritePrimes is \(store.favoritePrimes).",
                ko: "5에서 Save 뒤 Remove를 누르면 [2]가 남아야 하는데 favoritePrimes가 \(store.favoritePrimes)입니다."))
        #expect(
            host.contains(.button("Save to favorite primes")),
            Comment(
                en:
                    "After Remove the button should offer \"Save to favorite primes\" again. The screen shows:\n\(host.render())",
                ko: "Remove 뒤에는 버튼이 다시 \"Save to favorite primes\"를 보여 줘야 합니다. 화면:\n\(host.render())")
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
            Comment(
                en:
                    "7 is already a favourite, so the modal should offer \"Remove from favorite primes\": present it with `isFavorite: state.favoritePrimes.contains(state.count)`. The screen shows:\n\(host.render())",
                ko:
                    "7은 이미 즐겨찾기이므로 모달은 \"Remove from favorite primes\"를 보여 줘야 합니다. 모달을 `isFavorite: state.favoritePrimes.contains(state.count)`로 띄우세요. 화면:\n\(host.render())"
            )
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
            Comment(
                en:
                    "Deleting the row \"3\" should leave [2, 5], but favoritePrimes is \(store.favoritePrimes): `state.favoritePrimes.remove(atOffsets: offsets)`.",
                ko:
                    "\"3\" 행을 지우면 [2, 5]가 남아야 하는데 favoritePrimes가 \(store.favoritePrimes)입니다. `state.favoritePrimes.remove(atOffsets: offsets)`를 쓰세요."
            )
        )
        #expect(
            !host.contains(.text("3")),
            Comment(
                en: "3 should be gone from the list. The screen shows:\n\(host.render())",
                ko: "목록에서 3이 사라져야 합니다. 화면:\n\(host.render())"))
        try host.goBack()
        try host.tap(.link("Counter demo"))
        try host.tap(.button("Is this prime?"))
        #expect(
            host.contains(.button("Save to favorite primes")),
            Comment(
                en:
                    "3 is no longer a favourite, so the modal should offer \"Save to favorite primes\". The screen shows:\n\(host.render())",
                ko: "3은 더 이상 즐겨찾기가 아니므로 모달은 \"Save to favorite primes\"를 보여 줘야 합니다. 화면:\n\(host.render())")
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
            Comment(
                en:
                    "Saving 5 should give [2, 5] and isFavorite true; favoritePrimes is \(store.state.favoritePrimes), isFavorite \(String(describing: store.state.primeModal?.isFavorite)).",
                ko:
                    "5를 저장하면 [2, 5]와 isFavorite true가 되어야 하는데 favoritePrimes가 \(store.state.favoritePrimes), isFavorite가 \(String(describing: store.state.primeModal?.isFavorite))입니다."
            )
        )
        await store.send(.primeModal(.presented(.favoriteButtonTapped)))
        await store.finish()
        await store.skipReceivedActions()
        #expect(
            store.state.favoritePrimes == [2] && store.state.primeModal?.isFavorite == false,
            Comment(
                en: "Removing 5 should give [2] and isFavorite false; favoritePrimes is \(store.state.favoritePrimes).",
                ko: "5를 빼면 [2]와 isFavorite false가 되어야 하는데 favoritePrimes가 \(store.state.favoritePrimes)입니다."))
        await store.send(.removeFavoritePrimes(IndexSet(integer: 0)))
        #expect(
            store.state.favoritePrimes.isEmpty,
            Comment(
                en: "Deleting row 0 of [2] should leave [], but favoritePrimes is \(store.state.favoritePrimes).",
                ko: "[2]의 0번 행을 지우면 []가 남아야 하는데 favoritePrimes가 \(store.state.favoritePrimes)입니다."))
    }
}
