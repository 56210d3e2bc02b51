// Hidden checks for observed-persist-json (Chapters/03-Observed/Exercises/SavedCounterView.swift).
import DataFlow
import Foundation
import Testing

@MainActor
@Suite("observed-persist-json: Keep the app's state across launches, as JSON")
struct SavedCounterViewChecks {
    /// A new, empty folder for one check.
    func freshFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("observed-persist-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a folder with no saved state starts at 0 with no favourites")
    func freshStart() throws {
        let host = ViewHost(SavedCounterView(state: SavedAppState.load(from: try freshFolder())))

        #expect(
            host.texts.contains("0") && host.texts.contains("Favorites: "),
            "With nothing saved the counter should show 0 and no favourites. It shows:\n\(host.render())")
    }

    @Test("the count survives a relaunch: a state loaded again from the same folder has it")
    func countSurvivesRelaunch() throws {
        let folder = try freshFolder()
        let firstLaunch = ViewHost(SavedCounterView(state: SavedAppState.load(from: folder)))
        for _ in 1...3 { try firstLaunch.tap(.button("+")) }

        let secondLaunch = ViewHost(SavedCounterView(state: SavedAppState.load(from: folder)))

        #expect(
            secondLaunch.texts.contains("3"),
            "The count was 3 when the app was left; loading from the same folder should show 3. It shows:\n\(secondLaunch.render())\nAppState.json holds: \(contents(of: folder))"
        )
    }

    @Test("favourites survive a relaunch")
    func favoritesSurviveRelaunch() throws {
        let folder = try freshFolder()
        let firstLaunch = ViewHost(SavedCounterView(state: SavedAppState.load(from: folder)))
        for _ in 1...2 { try firstLaunch.tap(.button("+")) }
        try firstLaunch.tap(.button("Add 2 to favorites"))
        try firstLaunch.tap(.button("+"))
        try firstLaunch.tap(.button("Add 3 to favorites"))

        let secondLaunch = ViewHost(SavedCounterView(state: SavedAppState.load(from: folder)))

        #expect(
            secondLaunch.texts.contains("Favorites: 2, 3") && secondLaunch.texts.contains("3"),
            "2 and 3 were saved as favourites with the count at 3; after a relaunch the screen should show \"Favorites: 2, 3\" and 3. It shows:\n\(secondLaunch.render())\nAppState.json holds: \(contents(of: folder))"
        )
    }

    @Test("AppState.json in the given folder holds the latest count and favoritePrimes as JSON")
    func theFileHoldsTheLatestValues() throws {
        let folder = try freshFolder()
        let host = ViewHost(SavedCounterView(state: SavedAppState.load(from: folder)))
        try host.tap(.button("+"))
        try host.tap(.button("Add 1 to favorites"))
        try host.tap(.button("+"))

        let file = folder.appendingPathComponent("AppState.json")
        let data = try #require(
            try? Data(contentsOf: file),
            "There is no AppState.json in the folder the state was given (\(folder.path)).")
        let json = try #require(
            try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            "AppState.json is not a JSON object: \(String(decoding: data, as: UTF8.self))")
        #expect(
            json["count"] as? Int == 2 && json["favoritePrimes"] as? [Int] == [1],
            "After +, Add 1 to favorites, +, AppState.json should hold count 2 and favoritePrimes [1]. It holds: \(String(decoding: data, as: UTF8.self))"
        )
    }

    @Test("a damaged file starts the app fresh instead of crashing it")
    func damagedFileStartsFresh() throws {
        let folder = try freshFolder()
        try Data("not json".utf8).write(to: folder.appendingPathComponent("AppState.json"))

        let state = SavedAppState.load(from: folder)

        #expect(
            state.count == 0 && state.favoritePrimes.isEmpty,
            "With a damaged AppState.json, load(from:) should start from 0 and no favourites; it gave count \(state.count), favourites \(state.favoritePrimes)."
        )
    }

    func contents(of folder: URL) -> String {
        (try? String(contentsOf: folder.appendingPathComponent("AppState.json"), encoding: .utf8))
            ?? "nothing (no file)"
    }
}
