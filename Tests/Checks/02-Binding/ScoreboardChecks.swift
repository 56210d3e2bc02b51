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
        let start = Int.random(in: 3...9)
        let ups = Int.random(in: 2...6)
        let downs = Int.random(in: 1...4)
        let host = ViewHost(Scoreboard(score: start))

        for _ in 0..<ups { try host.tap(.button("+1")) }
        #expect(try badge(host) == "\(start + ups) points",
                "Starting at \(start), after \(ups) taps on +1 the badge should read \"\(start + ups) points\". The screen shows:\n\(host.render())")

        for _ in 0..<downs { try host.tap(.button("-1")) }
        #expect(try badge(host) == "\(start + ups - downs) points",
                "Then after \(downs) taps on -1 it should read \"\(start + ups - downs) points\". The screen shows:\n\(host.render())")
    }

    @Test("the badge updates when the parent changes the score: after Reset it reads 0 points")
    func theBadgeFollowsTheParent() throws {
        let start = Int.random(in: 3...9)
        let host = ViewHost(Scoreboard(score: start))
        #expect(try badge(host) == "\(start) points",
                "Scoreboard(score: \(start)) should show \"\(start) points\" in the badge. The screen shows:\n\(host.render())")

        try host.tap(.button("Reset"))

        #expect(try badge(host) == "0 points",
                "After Reset, Scoreboard's score is 0, so the badge should read \"0 points\". A badge that keeps its own @State copy goes stale. The screen shows:\n\(host.render())")
    }

    @Test("a tap on +1 changes Scoreboard.score through the editor's binding")
    func theTapChangesTheParentsState() throws {
        let start = Int.random(in: 0...9)
        let host = ViewHost(Scoreboard(score: start))

        try host.tap(.button("+1"))

        let expected = "Scoreboard.score (@State): \(start) → \(start + 1)"
        #expect(host.lastUpdate?.changes.map(\.description) == [expected],
                "A tap on +1 should make one change, \(expected). The trace shows:\n\(host.lastUpdate.map(String.init(describing:)) ?? "no update")")
    }

    @Test("neither component owns state: over taps and a reset, only Scoreboard.score changes")
    func noComponentOwnsState() throws {
        let host = ViewHost(Scoreboard(score: Int.random(in: 3...9)))

        try host.tap(.button("+1"))
        try host.tap(.button("-1"))
        try host.tap(.button("+1"))
        try host.tap(.button("Reset"))

        let sources = host.updates.flatMap(\.changes).map(\.source)
        #expect(sources == Array(repeating: "Scoreboard.score", count: 4),
                "+1, -1, +1 and Reset should each change Scoreboard.score, and nothing else should change. The trace shows changes to: \(sources.isEmpty ? "nothing" : sources.joined(separator: ", "))")
    }
}
