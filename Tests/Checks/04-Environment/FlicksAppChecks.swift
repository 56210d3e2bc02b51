// Hidden checks for env-quiz (Chapters/04-Environment/Exercises/FlicksApp.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-quiz: Quiz: Fave Flicks' profile, from the environment")
struct FlicksAppChecks {
    /// Opens the editor, types `name` into its field (replacing what is there) and taps `button`.
    private func edit(_ host: ViewHost, typing name: String, then button: String) throws -> Bool {
        try host.tap(.button("Edit profile"))
        guard host.isPresentingSheet, host.contains(.textField("Name")) else {
            Issue.record(
                "\"Edit profile\" should present ProfileEditor on a sheet, with a TextField \"Name\". The screen shows:\n\(host.render())"
            )
            return false
        }
        try host.clearText(in: .textField("Name"))
        try host.type(name, into: .textField("Name"))
        try host.tap(.button(button))
        return true
    }

    @Test("GreetingBanner, three levels down, greets with FlicksApp's greeting and the FlicksUser's name")
    func bannerReadsTheEnvironment() throws {
        for greeting in ["Welcome", "Hi"] {
            let host = ViewHost(FlicksApp(greeting: greeting))
            #expect(
                host.texts.contains("\(greeting), Guest!"),
                "FlicksApp(greeting: \"\(greeting)\") should show \"\(greeting), Guest!\": GreetingBanner reads `greeting` with @Environment(\\.greeting), which FlicksApp sets with .environment(\\.greeting, greeting) above everything it shows (a value set on a view reaches only that view and what is inside it, never a view beside it), and the name from the FlicksUser with @EnvironmentObject. The screen shows:\n\(host.render())"
            )
        }
        let host = ViewHost(FlicksApp())
        #expect(
            host.texts.contains("Hello, Guest!"),
            "FlicksApp() should show \"Hello, Guest!\": GreetingKey's default value is \"Hello\". The screen shows:\n\(host.render())"
        )
    }

    @Test("Save writes the name into the shared FlicksUser and closes the editor; the banner greets the new name")
    func saveUpdatesAndDismisses() throws {
        let host = ViewHost(FlicksApp(greeting: "Welcome"))
        guard try edit(host, typing: "Ann", then: "Save") else { return }

        #expect(
            !host.isPresentingSheet,
            "After Save, ProfileEditor should close itself: call dismiss() (from @Environment(\\.dismiss)) after writing the name. The screen shows:\n\(host.render())"
        )
        guard !host.isPresentingSheet else { return }
        #expect(
            host.texts.contains("Welcome, Ann!"),
            "After saving Ann, GreetingBanner should say \"Welcome, Ann!\". If it still says Guest, Save wrote a FlicksUser the banner does not read: FlicksApp owns the one FlicksUser and provides it with .environmentObject; ProfileEditor and GreetingBanner both read that one with @EnvironmentObject. The last update:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")\nThe screen shows:\n\(host.render())"
        )
    }

    @Test("Cancel closes the editor and keeps the saved name: the draft is the editor's own")
    func cancelThrowsTheDraftAway() throws {
        let host = ViewHost(FlicksApp())
        guard try edit(host, typing: "Bo", then: "Cancel") else { return }

        #expect(
            !host.isPresentingSheet,
            "After Cancel, ProfileEditor should close itself with dismiss(). The screen shows:\n\(host.render())")
        #expect(
            host.texts.contains("Hello, Guest!"),
            "Bo was typed, then Cancel: the banner should still say \"Hello, Guest!\". If it says Bo, the TextField writes FlicksUser.name as you type: keep a draft in ProfileEditor's own @State and write it to the user only on Save. The screen shows:\n\(host.render())"
        )
    }

    @Test("the editor opens with the saved name, and saving twice keeps the latest")
    func editorStartsFromTheSavedName() throws {
        let host = ViewHost(FlicksApp())
        guard try edit(host, typing: "Ann", then: "Save") else { return }
        try host.tap(.button("Edit profile"))
        let field = host.findAll(.textField("Name")).first
        #expect(
            field?.value == "Ann",
            "Ann was saved; opening the editor again, its \"Name\" field should start as \"Ann\" (fill the draft from the FlicksUser in .onAppear), but it is \(field?.value.map { "\"\($0)\"" } ?? "not there"). The screen shows:\n\(host.render())"
        )
        try host.clearText(in: .textField("Name"))
        try host.type("Cy", into: .textField("Name"))
        try host.tap(.button("Save"))
        #expect(
            host.texts.contains("Hello, Cy!"),
            "Saved Ann, then Cy: the banner should say \"Hello, Cy!\". The screen shows:\n\(host.render())")
    }

    @Test("a saved name survives FlicksApp's parent running its body again")
    func nameSurvivesTheParent() throws {
        let host = ViewHost(RebuildingParent())
        guard try edit(host, typing: "Ann", then: "Save") else { return }
        guard host.texts.contains("Hello, Ann!") else {
            Issue.record("After saving Ann the banner should say \"Hello, Ann!\". The screen shows:\n\(host.render())")
            return
        }
        try host.tap(.button("Rebuild the parent"))

        #expect(
            host.texts.contains("Hello, Ann!"),
            "After Ann was saved, FlicksApp's parent ran its body again, making a new FlicksApp value. The banner should still say \"Hello, Ann!\": FlicksApp creates the FlicksUser, so it must own it with @StateObject (an @ObservedObject with a default value is made again with every new FlicksApp value) and provide that one. The screen shows:\n\(host.render())"
        )
    }
}

/// A parent that makes a new FlicksApp value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            FlicksApp()
        }
    }
}
