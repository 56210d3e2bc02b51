// Hidden checks for binding-let-or-binding (Chapters/02-Binding/Exercises/Scoreboard.swift).
import DataFlow
import Testing

@MainActor
@Suite("binding-let-or-binding: Read-only or read-write")
struct ScoreboardChecks {
    /// The text of the badge, found inside the ScoreBadge view.
    private func badge(_ host: ViewHost) throws -> String {
        try host.find(.view(ScoreBadge.self)).texts.joined()
    }

    @Test("the editor writes back: + and - taps change Scoreboard's score, and the badge shows it")
    func theEditorWritesBack() throws {
        let start = 4
        let ups = 5
        let downs = 3
        let host = ViewHost(Scoreboard(score: start))
        let updatesBefore = host.updates.count

        try host.tap(.button("+1"))
        guard host.updates.count > updatesBefore else {
            Issue.record(
                "Tapping +1 changed no state. If ScoreEditor's binding is .constant(...), it ignores every write: pass $score. The last update is still:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")"
            )
            return
        }
        for _ in 1..<ups { try host.tap(.button("+1")) }
        #expect(
            try badge(host) == "\(start + ups) points",
            "Starting at \(start), after \(ups) taps on +1 the badge should read \"\(start + ups) points\". The screen shows:\n\(host.render())"
        )

        for _ in 0..<downs { try host.tap(.button("-1")) }
        #expect(
            try badge(host) == "\(start + ups - downs) points",
            "Then after \(downs) taps on -1 it should read \"\(start + ups - downs) points\". The screen shows:\n\(host.render())"
        )
    }

    @Test("the badge updates when the parent changes the score: after Reset it reads 0 points")
    func theBadgeFollowsTheParent() throws {
        let start = 7
        let host = ViewHost(Scoreboard(score: start))
        #expect(
            try badge(host) == "\(start) points",
            "Scoreboard(score: \(start)) should show \"\(start) points\" in the badge. The screen shows:\n\(host.render())"
        )

        try host.tap(.button("Reset"))

        #expect(
            try badge(host) == "0 points",
            "After Reset, Scoreboard's score is 0, so the badge should read \"0 points\". A badge that keeps its own @State copy goes stale. The screen shows:\n\(host.render())"
        )
    }

    @Test("a tap on +1 changes Scoreboard.score through the editor's binding")
    func theTapChangesTheParentsState() throws {
        let start = 2
        let host = ViewHost(Scoreboard(score: start))

        try host.tap(.button("+1"))

        let expected = "Scoreboard.score (@State): \(start) → \(start + 1)"
        #expect(
            host.lastUpdate?.changes.map(\.description) == [expected],
            "A tap on +1 should make one change, \(expected). The trace shows:\n\(host.lastUpdate.map(String.init(describing:)) ?? "no update")"
        )
    }

    @Test("neither component owns state: over taps and a reset, only Scoreboard.score changes")
    func noComponentOwnsState() throws {
        let host = ViewHost(Scoreboard(score: 5))

        try host.tap(.button("+1"))
        try host.tap(.button("-1"))
        try host.tap(.button("+1"))
        try host.tap(.button("Reset"))

        let sources = host.updates.flatMap(\.changes).map(\.source)
        #expect(
            sources == Array(repeating: "Scoreboard.score", count: 4),
            "+1, -1, +1 and Reset should each change Scoreboard.score, and nothing else should change. The trace shows changes to: \(sources.isEmpty ? "nothing" : sources.joined(separator: ", "))"
        )
    }

    @Test("ScoreBadge only displays the score, so it declares only plain properties: no @State, no @Binding")
    func theBadgeTakesAPlainProperty() throws {
        let host = ViewHost(Scoreboard(score: 3))

        let inputs = try host.inputs(of: .view(ScoreBadge.self))
        let wrappers = inputs.filter { $0.kind != .value }
        #expect(
            !inputs.isEmpty && wrappers.isEmpty,
            "A view that only reads a value takes it as a plain property, `let score: Int`: the parent re-creates it with the new value. ScoreBadge declares \(inputs.map(\.description).joined(separator: ", ")). @State would be a copy that goes stale; @Binding would give it write access it does not need."
        )
    }

    @Test("ScoreEditor changes the score, so it takes it as a @Binding")
    func theEditorTakesABinding() throws {
        let host = ViewHost(Scoreboard(score: 3))

        let inputs = try host.inputs(of: .view(ScoreEditor.self))
        #expect(
            inputs.contains { $0.kind == .binding } && !inputs.contains { $0.kind == .state },
            "A view that reads and writes a value it does not own takes a @Binding, `@Binding var score: Int`, and owns no @State. ScoreEditor declares \(inputs.isEmpty ? "nothing" : inputs.map(\.description).joined(separator: ", "))."
        )
    }
}
