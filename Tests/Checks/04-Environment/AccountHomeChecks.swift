// Hidden checks for env-update-and-dismiss (Chapters/04-Environment/Exercises/AccountHome.swift).
import DataFlow
import Testing

@MainActor
@Suite("env-update-and-dismiss: Update the store and dismiss")
struct AccountHomeChecks {
    @Test("Save writes the new name and goes back to the home screen, which greets it")
    func saveUpdatesAndDismisses() throws {
        let host = ViewHost(AccountHome())
        try host.tap(.link("Rename"))
        try host.type("Ann", into: .textField("New name"))

        try host.tap(.button("Save"))

        #expect(
            host.pushedScreenCount == 0,
            "After Save the rename screen should be dismissed (presentationMode.wrappedValue.dismiss()). The screen shows:\n\(host.render())"
        )
        #expect(
            host.texts.contains("Hello, Ann"),
            "After Save the home screen should greet \"Hello, Ann\": Save must write the AccountStore from the environment. The screen shows:\n\(host.render())"
        )
    }

    @Test("Cancel goes back without changing the name")
    func cancelDismissesOnly() throws {
        let host = ViewHost(AccountHome())
        try host.tap(.link("Rename"))
        try host.type("Bo", into: .textField("New name"))

        try host.tap(.button("Cancel"))

        #expect(
            host.pushedScreenCount == 0,
            "After Cancel the rename screen should be dismissed. The screen shows:\n\(host.render())")
        #expect(
            host.texts.contains("Hello, Guest"),
            "Cancel must not save: the home screen should still say \"Hello, Guest\". The screen shows:\n\(host.render())"
        )
    }

    @Test("renaming twice keeps the latest name")
    func renameTwice() throws {
        let host = ViewHost(AccountHome())
        for name in ["Ann", "Cy"] {
            try host.tap(.link("Rename"))
            try host.type(name, into: .textField("New name"))
            try host.tap(.button("Save"))
        }

        #expect(
            host.texts.contains("Hello, Cy"),
            "Renamed to Ann, then to Cy: the home screen should say \"Hello, Cy\". The screen shows:\n\(host.render())")
    }

    @Test("a saved name survives AccountHome's parent running its body again")
    func nameSurvivesTheParent() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.link("Rename"))
        try host.type("Ann", into: .textField("New name"))
        try host.tap(.button("Save"))
        try host.tap(.button("Rebuild the parent"))

        #expect(
            host.texts.contains("Hello, Ann"),
            "After the name was saved as Ann, AccountHome's parent ran its body again, making a new AccountHome value. The home screen should still greet \"Hello, Ann\": AccountHome creates the AccountStore, so it must own it with @StateObject and provide that one to the rename screen. The screen shows:\n\(host.render())"
        )
    }
}

/// A parent that makes a new AccountHome value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            AccountHome()
        }
    }
}
