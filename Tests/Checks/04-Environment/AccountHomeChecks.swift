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
}
