// Hidden checks for env-missing-object (Chapters/04-Environment/Exercises/SettingsRoot.swift).
// A screen that reads a missing environment object stops the check with the runtime's message,
// as SwiftUI stops the app; that message is the clue this exercise asks the learner to read.
import DataFlow
import Testing

@MainActor
@Suite("env-missing-object: Diagnose and fix a missing environment object")
struct SettingsRootChecks {
    /// ko: 화면이 나타나 사용자에게 인사하고 Sign out을 보여 줍니다
    @Test("the screen appears, greets the user and offers Sign out")
    func theScreenAppears() {
        let host = ViewHost(SettingsRoot())

        #expect(
            host.texts.contains("Signed in as ann") && host.contains(.button("Sign out")),
            Comment(
                en:
                    "The settings screen should say \"Signed in as ann\" and offer \"Sign out\". It shows:\n\(host.render())",
                ko: "설정 화면은 \"Signed in as ann\"을 보여 주고 \"Sign out\"을 제공해야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 행에서 로그아웃하면 헤더가 바뀝니다: 둘 다 SessionStore 하나를 읽습니다
    @Test("signing out from the row changes the header: both read one SessionStore")
    func oneSessionForBoth() throws {
        let host = ViewHost(SettingsRoot())

        try host.tap(.button("Sign out"))

        #expect(
            host.texts.contains("Signed out") && host.contains(.button("Sign in")),
            Comment(
                en:
                    "After Sign out the header should say \"Signed out\" and the row offer \"Sign in\". If only the row changed, the row and the header read different SessionStores: provide the root's session to both. The screen shows:\n\(host.render())",
                ko:
                    "Sign out 뒤에 헤더는 \"Signed out\"을 보여 주고 행은 \"Sign in\"을 제공해야 합니다. 행만 바뀌었다면 행과 헤더가 서로 다른 SessionStore를 읽고 있는 것입니다. 루트의 session을 둘 다에 제공하세요. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 아래 뷰들이 읽는 SessionStore는 SettingsRoot가 소유한 것이고, SettingsRoot의 부모가 body를 다시 실행해도 남습니다
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
                let adviceKo: String
                if let heldBy {
                    advice =
                        "SettingsRoot holds it in `\(heldBy.through) \(heldBy.property ?? "session")`, which does not own it: a new SettingsRoot value (its parent's body ran again) makes a new SessionStore. A view that creates its object owns it: `@StateObject private var session = SessionStore()`, and provides that one."
                    adviceKo =
                        "SettingsRoot는 이 객체를 `\(heldBy.through) \(heldBy.property ?? "session")`에 담고 있는데, 이것은 객체를 소유하지 않습니다. 새 SettingsRoot 값이 생기면(부모의 body가 다시 실행되면) 새 SessionStore가 만들어집니다. 객체를 만드는 뷰가 그 객체를 소유합니다: `@StateObject private var session = SessionStore()`로 소유하고, 바로 그 객체를 제공하세요."
                } else if source.providerViewID == root?.id, source.ownerViewID == nil {
                    advice =
                        "One made where it is provided, `.environmentObject(SessionStore())`, is a new object, not the `session` SettingsRoot keeps, and SettingsRoot's body makes another each time it runs. Provide the one SettingsRoot owns: `.environmentObject(session)`."
                    adviceKo =
                        "제공하는 자리에서 만든 `.environmentObject(SessionStore())`는 SettingsRoot가 가진 `session`이 아닌 새 객체이고, SettingsRoot의 body가 실행될 때마다 또 만들어집니다. SettingsRoot가 소유한 객체를 제공하세요: `.environmentObject(session)`."
                } else {
                    advice = "The views below must read the one SettingsRoot owns, from the environment."
                    adviceKo = "아래 뷰들은 SettingsRoot가 소유한 객체를 환경에서 읽어야 합니다."
                }
                #expect(
                    owned,
                    Comment(
                        en:
                            "\(reader.name) reads a SessionStore SettingsRoot does not own (\(source)). \(advice) Where each source lives:\n\(graph)",
                        ko:
                            "\(reader.name)이(가) SettingsRoot가 소유하지 않은 SessionStore를 읽습니다(\(source)). \(adviceKo) 각 원천이 있는 곳:\n\(graph)"
                    )
                )
                if !owned { break readers }
            }
        }

        try host.tap(.button("Rebuild the parent"))
        #expect(
            host.texts.contains("Signed out"),
            Comment(
                en:
                    "After Sign out, SettingsRoot's parent ran its body again, making a new SettingsRoot value. The screen should still show \"Signed out\": the SessionStore lives as long as SettingsRoot's place on screen (@StateObject) and is provided as that same object. The screen shows:\n\(host.render())",
                ko:
                    "Sign out 뒤에 SettingsRoot의 부모가 body를 다시 실행해 새 SettingsRoot 값을 만들었습니다. 화면은 여전히 \"Signed out\"을 보여야 합니다. SessionStore는 화면에서 SettingsRoot의 자리가 있는 동안 살아 있고(@StateObject), 바로 그 객체로 제공되어야 합니다. 화면:\n\(host.render())"
            )
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
