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

    @Test(
        "the SessionStore the views below read is the one SettingsRoot owns, and it survives SettingsRoot's parent running its body again"
    )
    func theRootsOwnSessionStoreChanges() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.button("Sign out"))

        let graph = host.dataFlowGraph
        let root = graph.views.first { $0.name == "SettingsRoot" }
        let readers = graph.views.filter { ["SettingsHeader", "SignOutRow"].contains($0.name) }
        // The first reader of an object the root does not own, if any: one message is enough.
        readers: for reader in readers {
            for use in reader.reads {
                guard let source = graph.source(use.sourceID), source.name == "SessionStore" else { continue }
                let owned = root.map { source.ownerViewID == $0.id } ?? false
                let heldBy = root?.reads.first { $0.sourceID == source.id }
                let advice: String
                if let heldBy {
                    advice =
                        "SettingsRoot holds it in `\(heldBy.through) \(heldBy.property ?? "session")`, which does not own it: a new SettingsRoot value (its parent's body ran again) makes a new SessionStore. A view that creates its object owns it: `@StateObject private var session = SessionStore()`, and provides that one."
                } else if source.providerViewID == root?.id, source.ownerViewID == nil {
                    advice =
                        "One made where it is provided, `.environmentObject(SessionStore())`, is a new object, not the `session` SettingsRoot keeps, and SettingsRoot's body makes another each time it runs. Provide the one SettingsRoot owns: `.environmentObject(session)`."
                } else {
                    advice = "The views below must read the one SettingsRoot owns, from the environment."
                }
                #expect(
                    owned,
                    "\(reader.name) reads a SessionStore SettingsRoot does not own (\(source)). \(advice) Where each source lives:\n\(graph)"
                )
                if !owned { break readers }
            }
        }

        try host.tap(.button("Rebuild the parent"))
        #expect(
            host.texts.contains("Signed out"),
            "After Sign out, SettingsRoot's parent ran its body again, making a new SettingsRoot value. The screen should still show \"Signed out\": the SessionStore lives as long as SettingsRoot's place on screen (@StateObject) and is provided as that same object. The screen shows:\n\(host.render())"
        )
    }
}

/// A parent that makes a new SettingsRoot value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            SettingsRoot()
        }
    }
}
