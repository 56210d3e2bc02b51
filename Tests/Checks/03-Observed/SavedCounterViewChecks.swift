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

    /// ko: 저장된 상태가 없는 폴더에서는 0에서, 즐겨찾기 없이 시작합니다
    @Test("a folder with no saved state starts at 0 with no favourites")
    func freshStart() throws {
        let host = ViewHost(SavedCounterView(state: SavedAppState.load(from: try freshFolder())))

        #expect(
            host.texts.contains("0") && host.texts.contains("Favorites: "),
            Comment(
                en:
                    "With nothing saved the counter should show 0 and no favourites. It shows:\n\(host.render())",
                ko: "저장된 것이 없으면 카운터는 0을 보여 주고 즐겨찾기는 없어야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 카운트는 앱을 다시 실행해도 남습니다: 같은 폴더에서 다시 불러온 상태에 카운트가 있습니다
    @Test("the count survives a relaunch: a state loaded again from the same folder has it")
    func countSurvivesRelaunch() throws {
        let folder = try freshFolder()
        let firstLaunch = ViewHost(SavedCounterView(state: SavedAppState.load(from: folder)))
        for _ in 1...3 { try firstLaunch.tap(.button("+")) }

        let secondLaunch = ViewHost(SavedCounterView(state: SavedAppState.load(from: folder)))

        #expect(
            secondLaunch.texts.contains("3"),
            Comment(
                en:
                    "The count was 3 when the app was left; loading from the same folder should show 3. It shows:\n\(secondLaunch.render())\nAppState.json holds: \(contents(of: folder))",
                ko:
                    "앱을 떠날 때 카운트가 3이었습니다. 같은 폴더에서 불러오면 3이 보여야 합니다. 화면:\n\(secondLaunch.render())\nAppState.json의 내용: \(contents(of: folder, korean: true))"
            )
        )
    }

    /// ko: 즐겨찾기는 앱을 다시 실행해도 남습니다
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
            Comment(
                en:
                    "2 and 3 were saved as favourites with the count at 3; after a relaunch the screen should show \"Favorites: 2, 3\" and 3. It shows:\n\(secondLaunch.render())\nAppState.json holds: \(contents(of: folder))",
                ko:
                    "카운트가 3일 때 2와 3을 즐겨찾기로 저장했습니다. 앱을 다시 실행한 뒤 화면에 \"Favorites: 2, 3\"과 3이 보여야 합니다. 화면:\n\(secondLaunch.render())\nAppState.json의 내용: \(contents(of: folder, korean: true))"
            )
        )
    }

    /// ko: 주어진 폴더의 AppState.json에 최신 count와 favoritePrimes가 JSON으로 들어 있습니다
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
            Comment(
                en:
                    "There is no AppState.json in the folder the state was given (\(folder.path)).",
                ko: "상태에 준 폴더(\(folder.path))에 AppState.json이 없습니다."))
        let json = try #require(
            try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            Comment(
                en:
                    "AppState.json is not a JSON object: \(String(decoding: data, as: UTF8.self))",
                ko: "AppState.json이 JSON 객체가 아닙니다: \(String(decoding: data, as: UTF8.self))"))
        #expect(
            json["count"] as? Int == 2 && json["favoritePrimes"] as? [Int] == [1],
            Comment(
                en:
                    "After +, Add 1 to favorites, +, AppState.json should hold count 2 and favoritePrimes [1]. It holds: \(String(decoding: data, as: UTF8.self))",
                ko:
                    "+, Add 1 to favorites, + 뒤에는 AppState.json에 count 2와 favoritePrimes [1]이 들어 있어야 합니다. 내용: \(String(decoding: data, as: UTF8.self))"
            )
        )
    }

    /// ko: 손상된 파일이 있으면 앱이 멈추지 않고 처음 상태로 시작합니다
    @Test("a damaged file starts the app fresh instead of crashing it")
    func damagedFileStartsFresh() throws {
        let folder = try freshFolder()
        try Data("not json".utf8).write(to: folder.appendingPathComponent("AppState.json"))

        let state = SavedAppState.load(from: folder)

        #expect(
            state.count == 0 && state.favoritePrimes.isEmpty,
            Comment(
                en:
                    "With a damaged AppState.json, load(from:) should start from 0 and no favourites; it gave count \(state.count), favourites \(state.favoritePrimes).",
                ko:
                    "AppState.json이 손상되었으면 load(from:)는 0과 빈 즐겨찾기에서 시작해야 하는데 count \(state.count), 즐겨찾기 \(state.favoritePrimes)를 돌려주었습니다."
            )
        )
    }

    func contents(of folder: URL, korean: Bool = false) -> String {
        (try? String(contentsOf: folder.appendingPathComponent("AppState.json"), encoding: .utf8))
            ?? (korean ? "없음(파일 없음)" : "nothing (no file)")
    }
}
