// Hidden checks for capstone-persistence (Chapters/07-Capstone/Exercises/CapstonePersistence.swift).
// They give the app a FavoritesClient keeping its file in a fresh temporary folder, save from one
// store, load into another (a second run of the app), and check with a TestStore what is saved.
import Composable
import DataFlow
import Foundation
import Testing

/// The lists `favoritePrimesLoaded` carried into a store, in order: what "Load" read and sent,
/// whatever the learner's reducer then did with it.
private final class LoadedLists: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [[Int]] = []

    var lists: [[Int]] { lock.withLock { recorded } }

    func append(_ list: [Int]) { lock.withLock { recorded.append(list) } }
}

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

    private func makeHost(
        file: URL, favorites: [Int], loaded: LoadedLists = LoadedLists()
    ) throws -> (ViewHost, StoreOf<AppFeature>) {
        let store = Store(initialState: AppFeature.State(favoritePrimes: favorites)) {
            CombineReducers {
                Reduce<AppFeature.State, AppFeature.Action> { _, action in
                    if case let .favoritePrimesLoaded(primes) = action { loaded.append(primes) }
                    return .none
                }
                AppFeature()
            }
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

    /// ko: 앱을 한 번 실행할 때 저장한 즐겨찾기가 다음 실행에서 "Load" 뒤에 보입니다
    @Test("favourites saved in one run of the app are shown after \"Load\" in the next")
    func savedAndRestored() async throws {
        let file = try freshFile()
        let (first, firstStore) = try makeHost(file: file, favorites: [2, 7, 11])
        try first.tap(.button("Save"))
        await settle(first, on: firstStore.outsideWork) { FileManager.default.fileExists(atPath: file.path) }
        #expect(
            FileManager.default.fileExists(atPath: file.path),
            Comment(
                en:
                    "\"Save\" should write the favourites through `favoritesClient.save(_:)` in an effect; nothing was written to \(file.path).",
                ko: "\"Save\"는 이펙트 안에서 `favoritesClient.save(_:)`로 즐겨찾기를 써야 하는데 \(file.path)에 아무것도 쓰이지 않았습니다.")
        )
        let loaded = LoadedLists()
        let (second, store) = try makeHost(file: file, favorites: [], loaded: loaded)
        try second.tap(.button("Load"))
        await settle(second, on: store.outsideWork) { store.favoritePrimes == [2, 7, 11] }
        let cause: Comment =
            if let list = loaded.lists.last, store.favoritePrimes != list {
                Comment(
                    en:
                        "\"Load\" read \(list) and sent `favoritePrimesLoaded(\(list))`, but the reducer dropped the value: favoritePrimes is \(store.favoritePrimes). In `case let .favoritePrimesLoaded(primes):` keep what arrived, `state.favoritePrimes = primes`.",
                    ko:
                        "\"Load\"가 \(list)을(를) 읽어 `favoritePrimesLoaded(\(list))`를 보냈지만 리듀서가 그 값을 버렸습니다. favoritePrimes가 \(store.favoritePrimes)입니다. `case let .favoritePrimesLoaded(primes):`에서 도착한 값을 저장하세요: `state.favoritePrimes = primes`."
                )
            } else if loaded.lists.isEmpty && FileManager.default.fileExists(atPath: file.path) {
                Comment(
                    en:
                        "After \"Load\" the next run should show [2, 7, 11], but no `favoritePrimesLoaded` arrived: the load effect must send what it read, `await send(.favoritePrimesLoaded(try await favoritesClient.load()))`. favoritePrimes is \(store.favoritePrimes).",
                    ko:
                        "\"Load\" 뒤에는 다음 실행이 [2, 7, 11]을 보여야 하는데 `favoritePrimesLoaded`가 도착하지 않았습니다. 불러오기 이펙트는 읽은 것을 보내야 합니다: `await send(.favoritePrimesLoaded(try await favoritesClient.load()))`. favoritePrimes는 \(store.favoritePrimes)입니다."
                )
            } else {
                Comment(
                    en:
                        "After \"Load\" the next run should show [2, 7, 11], but favoritePrimes is \(store.favoritePrimes). The screen shows:\n\(second.render())",
                    ko:
                        "\"Load\" 뒤에는 다음 실행이 [2, 7, 11]을 보여야 하는데 favoritePrimes가 \(store.favoritePrimes)입니다. 화면:\n\(second.render())"
                )
            }
        #expect(store.favoritePrimes == [2, 7, 11] && second.contains(.text("11")), cause)
    }

    /// ko: "Load"는 목록에 더하지 않고 목록을 바꿉니다
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
            Comment(
                en:
                    "Loading [3, 5] over [13] should give [3, 5]: `state.favoritePrimes = primes`. favoritePrimes is \(store.favoritePrimes).",
                ko:
                    "[13]이 있을 때 [3, 5]를 불러오면 [3, 5]가 되어야 합니다: `state.favoritePrimes = primes`. favoritePrimes가 \(store.favoritePrimes)입니다."
            )
        )
    }

    /// ko: 저장된 것이 없을 때 "Load"는 목록을 그대로 둡니다
    @Test("\"Load\" with nothing saved keeps the list")
    func loadNothing() async throws {
        let file = try freshFile()
        let (host, store) = try makeHost(file: file, favorites: [17])
        try host.tap(.button("Load"))
        try? await Task.sleep(for: .milliseconds(50))
        host.settle()
        #expect(
            store.favoritePrimes == [17],
            Comment(
                en: "A failed load should change nothing; favoritePrimes is \(store.favoritePrimes).",
                ko: "불러오기가 실패하면 아무것도 바뀌지 않아야 하는데 favoritePrimes가 \(store.favoritePrimes)입니다."))
    }

    /// ko: TestStore: Save는 지금 목록을 클라이언트에 넘기고, Load는 favoritePrimesLoaded를 보냅니다
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
        #expect(
            lists == [[5, 3]],
            Comment(
                en: "Save should hand [5, 3] to `favoritesClient.save`, once; it was handed \(lists).",
                ko: "Save는 `favoritesClient.save`에 [5, 3]을 한 번 넘겨야 하는데 \(lists)이(가) 넘어갔습니다."))
        await store.send(.loadButtonTapped)
        await store.receive(.favoritePrimesLoaded([2, 3])) { $0.favoritePrimes = [2, 3] }
    }
}
