import DataFlow
import Foundation
import Testing

/// API that Apple's "Bringing robust navigation structure to your SwiftUI app" and "Focus
/// cookbook" samples use and DataFlow lacked: an optional `RawRepresentable` in `@AppStorage`
/// (`@AppStorage("experience") var experience: Experience?`), `NavigationSplitViewVisibility` as
/// `Codable` (the sample saves it), `URL.cachesDirectory` and the other folder statics of Apple's
/// Foundation, `scenePadding()`, `scrollPosition(id:)`, `scrollDismissesKeyboard(_:)` and the
/// `.selection` style. None of it compiles on today's main.
@MainActor
@Suite struct NavigationCookbookAPITests {
    enum Experience: String {
        case stack, twoColumn
    }

    struct Picker: View {
        let store: UserDefaults
        @AppStorage private var experience: Experience?
        @State private var position: Int? = 2

        init(store: UserDefaults) {
            self.store = store
            _experience = AppStorage("experience", store: store)
        }

        var body: some View {
            ScrollView {
                Text(experience?.rawValue ?? "none")
                    .border(.selection)
                Button("Two columns") { experience = .twoColumn }
                Button("Forget") { experience = nil }
            }
            .scrollPosition(id: $position)
            .scrollDismissesKeyboard(.interactively)
            .scenePadding()
        }
    }

    @Test func anOptionalRawValueIsStoredAndRemoved() throws {
        let store = try #require(UserDefaults(suiteName: "NavigationCookbookAPITests-\(UUID())"))
        let host = ViewHost(Picker(store: store))
        #expect(host.texts == ["none", "Two columns", "Forget"])
        try host.tap(.button("Two columns"))
        #expect(host.texts.first == "twoColumn")
        #expect(store.string(forKey: "experience") == "twoColumn")
        try host.tap(.button("Forget"))
        #expect(host.texts.first == "none")
        #expect(store.object(forKey: "experience") == nil)
        let tree = host.render()
        for mark in [
            "scrollPosition=2", "scrollDismissesKeyboard=interactively", "scenePadding=minimum", "selection",
        ] {
            #expect(tree.contains(mark), "\(mark) in \(tree)")
        }
    }

    @Test func splitViewVisibilityRoundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode(NavigationSplitViewVisibility.doubleColumn)
        #expect(try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: data) == .doubleColumn)
    }

    @Test func theFolderStaticsAreFolders() {
        for folder in [URL.documentsDirectory, .cachesDirectory, .applicationSupportDirectory] {
            #expect(folder.isFileURL, "\(folder)")
        }
    }
}
