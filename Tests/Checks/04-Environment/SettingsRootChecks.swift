// Hidden checks for env-missing-object (Chapters/04-Environment/Exercises/SettingsRoot.swift).
// A screen that reads a missing environment object stops the check with the runtime's message,
// as SwiftUI stops the app; that message is the clue this exercise asks the learner to read.
import DataFlow
import Testing

@MainActor
@Suite("env-missing-object: Diagnose and fix a missing environment object")
struct SettingsRootChecks {
    @Test("the screen appears, greets the user and offers Sign out")
    func theScreenAppears() {
        let host = ViewHost(SettingsRoot())

        #expect(
            host.texts.contains("Signed in as ann") && host.contains(.button("Sign out")),
            "The settings screen should say \"Signed in as ann\" and offer \"Sign out\". It shows:\n\(host.render())")
    }

    @Test("signing out from the row changes the header: both read one SessionStore")
    func oneSessionForBoth() throws {
        let host = ViewHost(SettingsRoot())

        try host.tap(.button("Sign out"))

        #expect(
            host.texts.contains("Signed out") && host.contains(.button("Sign in")),
            "After Sign out the header should say \"Signed out\" and the row offer \"Sign in\". If only the row changed, the row and the header read different SessionStores: provide the root's session to both. The screen shows:\n\(host.render())"
        )
    }
}
