// Hidden checks for capstone-persistence (Chapters/07-Capstone/Exercises/CapstonePersistence.swift).
// They give the app a FavoritesClient keeping its file in a fresh temporary folder, save from one
// store, load into another (a second run of the app), and check with a TestStore what is saved.
import Composable
import DataFlow
import Foundation
import Testing

/// What a recording client was asked to save.
private actor SavedLists {
    var lists: [[Int]] = []
    func add(_ list: [Int]) { lists.append(list) }
}

@MainActor
@Suite("capstone-persistence: Favourites saved and restored")
struct CapstonePersistenceChecks {
    private func freshFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("capstone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("favorite-primes.json")
    }

    private func makeHost(file: URL, favorites: [Int]) throws -> (ViewHost, StoreOf<AppFeature>) {
        let store = Store(initialState: AppFeature.State(favoritePrimes: favorites)) {
            AppFeature()
        } withDependencies: {
            $0.favoritesClient = .file(file)
        }
        let host = ViewHost(ContentView(store: store))
        try host.tap(.link("Favorite primes"))
        return (host, store)
    }

    /// Lets the store's effects run until `condition` holds, or until none is left that could make it
    /// hold: a wait on what the runtime knows (`OutsideWork`), never on a clock, so a busy machine
    /// cannot fail a correct solution.
    private func settle(
        _ host: ViewHost, on work: OutsideWork, until condition: @MainActor () -> Bool
    ) async {
        _ = await work.wait(until: condition, settle: { host.settle() })
    }

    @Test("favourites saved in one run of the app are shown after \"Load\" in the next")
    func savedAndRestored() async throws {
        let file = try freshFile()
        let (first, firstStore) = try makeHost(file: file, favorites: [2, 7, 11])
        try first.tap(.button("Save"))
        await settle(first, on: firstStore.outsideWork) { FileManager.default.fileExists(atPath: file.path) }
        #expect(
            FileManager.default.fileExists(atPath: file.path),
            "\"Save\" should write the favourites through `favoritesClient.save(_:)` in an effect; nothing was written to \(file.path)."
        )
        let (second, store) = try makeHost(file: file, favorites: [])
        try second.tap(.button("Load"))
        await settle(second, on: store.outsideWork) { store.favoritePrimes == [2, 7, 11] }
        #expect(
            store.favoritePrimes == [2, 7, 11] && second.contains(.text("11")),
            "After \"Load\" the next run should show [2, 7, 11], but favoritePrimes is \(store.favoritePrimes). The screen shows:\n\(second.render())"
        )
    }

    @Test("\"Load\" replaces the list rather than adding to it")
    func loadReplaces() async throws {
        let file = try freshFile()
        let (first, firstStore) = try makeHost(file: file, favorites: [3, 5])
        try first.tap(.button("Save"))
        await settle(first, on: firstStore.outsideWork) { FileManager.default.fileExists(atPath: file.path) }
        let (second, store) = try makeHost(file: file, favorites: [13])
        try second.tap(.button("Load"))
        await settle(second, on: store.outsideWork) { store.favoritePrimes != [13] }
        try? await Task.sleep(for: .milliseconds(20))
        second.settle()
        #expect(
            store.favoritePrimes == [3, 5],
            "Loading [3, 5] over [13] should give [3, 5]: `state.favoritePrimes = primes`. favoritePrimes is \(store.favoritePrimes)."
        )
    }

    @Test("\"Load\" with nothing saved keeps the list")
    func loadNothing() async throws {
        let file = try freshFile()
        let (host, store) = try makeHost(file: file, favorites: [17])
        try host.tap(.button("Load"))
        try? await Task.sleep(for: .milliseconds(50))
        host.settle()
        #expect(
            store.favoritePrimes == [17],
            "A failed load should change nothing; favoritePrimes is \(store.favoritePrimes).")
    }

    @Test("a TestStore: Save hands the current list to the client; Load sends favoritePrimesLoaded")
    func testStore() async {
        let saved = SavedLists()
        let store = TestStore(initialState: AppFeature.State(favoritePrimes: [5, 3])) {
            AppFeature()
        } withDependencies: {
            $0.favoritesClient.save = { list in await saved.add(list) }
            $0.favoritesClient.load = { [2, 3] }
        }
        await store.send(.saveButtonTapped)
        await store.finish()
        let lists = await saved.lists
        #expect(lists == [[5, 3]], "Save should hand [5, 3] to `favoritesClient.save`, once; it was handed \(lists).")
        await store.send(.loadButtonTapped)
        await store.receive(.favoritePrimesLoaded([2, 3])) { $0.favoritePrimes = [2, 3] }
    }
}
