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

    /// ko: 에디터가 값을 되돌려 씁니다: +와 -를 탭하면 Scoreboard의 점수가 바뀌고, 배지가 그 점수를 보여 줍니다
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
                Comment(
                    en:
                        "Tapping +1 changed no state. If ScoreEditor's binding is .constant(...), it ignores every write: pass $score. The last update is still:\n\(host.lastUpdate.map(String.init(describing:)) ?? "none")",
                    ko:
                        "+1을 탭해도 바뀐 상태가 없습니다. ScoreEditor의 바인딩이 .constant(...)라면 모든 쓰기를 무시합니다. $score를 넘기세요. 마지막 업데이트는 그대로입니다:\n\(host.lastUpdate.map(String.init(describing:)) ?? "없음")"
                )
            )
            return
        }
        for _ in 1..<ups { try host.tap(.button("+1")) }
        #expect(
            try badge(host) == "\(start + ups) points",
            Comment(
                en:
                    "Starting at \(start), after \(ups) taps on +1 the badge should read \"\(start + ups) points\". The screen shows:\n\(host.render())",
                ko: "\(start)에서 시작해 +1을 \(ups)번 탭한 뒤에는 배지가 \"\(start + ups) points\"여야 합니다. 화면:\n\(host.render())")
        )

        for _ in 0..<downs { try host.tap(.button("-1")) }
        #expect(
            try badge(host) == "\(start + ups - downs) points",
            Comment(
                en:
                    "Then after \(downs) taps on -1 it should read \"\(start + ups - downs) points\". The screen shows:\n\(host.render())",
                ko: "이어서 -1을 \(downs)번 탭한 뒤에는 \"\(start + ups - downs) points\"여야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 부모가 점수를 바꾸면 배지가 업데이트됩니다: Reset 뒤에는 0 points로 보입니다
    @Test("the badge updates when the parent changes the score: after Reset it reads 0 points")
    func theBadgeFollowsTheParent() throws {
        let start = 7
        let host = ViewHost(Scoreboard(score: start))
        #expect(
            try badge(host) == "\(start) points",
            Comment(
                en:
                    "Scoreboard(score: \(start)) should show \"\(start) points\" in the badge. The screen shows:\n\(host.render())",
                ko: "Scoreboard(score: \(start))는 배지에 \"\(start) points\"를 보여야 합니다. 화면:\n\(host.render())")
        )

        try host.tap(.button("Reset"))

        #expect(
            try badge(host) == "0 points",
            Comment(
                en:
                    "After Reset, Scoreboard's score is 0, so the badge should read \"0 points\". A badge that keeps its own @State copy goes stale. The screen shows:\n\(host.render())",
                ko:
                    "Reset 뒤에는 Scoreboard의 score가 0이므로 배지가 \"0 points\"여야 합니다. 자기 @State 사본을 가진 배지는 낡은 값을 보여 줍니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: +1을 탭하면 에디터의 바인딩을 거쳐 Scoreboard.score가 바뀝니다
    @Test("a tap on +1 changes Scoreboard.score through the editor's binding")
    func theTapChangesTheParentsState() throws {
        let start = 2
        let host = ViewHost(Scoreboard(score: start))

        try host.tap(.button("+1"))

        let expected = "Scoreboard.score (@State): \(start) → \(start + 1)"
        #expect(
            host.lastUpdate?.changes.map(\.description) == [expected],
            Comment(
                en:
                    "A tap on +1 should make one change, \(expected). The trace shows:\n\(host.lastUpdate.map(String.init(describing:)) ?? "no update")",
                ko:
                    "+1을 한 번 탭하면 변경이 하나, \(expected)여야 합니다. 트레이스:\n\(host.lastUpdate.map(String.init(describing:)) ?? "업데이트 없음")"
            )
        )
    }

    /// ko: 두 컴포넌트 모두 상태를 소유하지 않습니다: 탭과 초기화를 거치는 동안 Scoreboard.score만 바뀝니다
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
            Comment(
                en:
                    "+1, -1, +1 and Reset should each change Scoreboard.score, and nothing else should change. The trace shows changes to: \(sources.isEmpty ? "nothing" : sources.joined(separator: ", "))",
                ko:
                    "+1, -1, +1, Reset은 각각 Scoreboard.score만 바꿔야 합니다. 트레이스에 나온 변경: \(sources.isEmpty ? "없음" : sources.joined(separator: ", "))"
            )
        )
    }

    /// ko: ScoreBadge는 점수를 보여 주기만 하므로 일반 프로퍼티만 선언합니다: @State도 @Binding도 없습니다
    @Test("ScoreBadge only displays the score, so it declares only plain properties: no @State, no @Binding")
    func theBadgeTakesAPlainProperty() throws {
        let host = ViewHost(Scoreboard(score: 3))

        let inputs = try host.inputs(of: .view(ScoreBadge.self))
        let wrappers = inputs.filter { $0.kind != .value }
        #expect(
            !inputs.isEmpty && wrappers.isEmpty,
            Comment(
                en:
                    "A view that only reads a value takes it as a plain property, `let score: Int`: the parent re-creates it with the new value. ScoreBadge declares \(inputs.map(\.description).joined(separator: ", ")). @State would be a copy that goes stale; @Binding would give it write access it does not need.",
                ko:
                    "값을 읽기만 하는 뷰는 그 값을 평범한 프로퍼티 `let score: Int`로 받습니다. 부모가 새 값으로 뷰를 다시 만듭니다. ScoreBadge는 \(inputs.map(\.description).joined(separator: ", "))을(를) 선언합니다. @State는 낡아 버리는 사본이 되고, @Binding은 필요 없는 쓰기 권한을 줍니다."
            )
        )
    }

    /// ko: ScoreEditor는 점수를 바꾸므로 점수를 @Binding으로 받습니다
    @Test("ScoreEditor changes the score, so it takes it as a @Binding")
    func theEditorTakesABinding() throws {
        let host = ViewHost(Scoreboard(score: 3))

        let inputs = try host.inputs(of: .view(ScoreEditor.self))
        #expect(
            inputs.contains { $0.kind == .binding } && !inputs.contains { $0.kind == .state },
            Comment(
                en:
                    "A view that reads and writes a value it does not own takes a @Binding, `@Binding var score: Int`, and owns no @State. ScoreEditor declares \(inputs.isEmpty ? "nothing" : inputs.map(\.description).joined(separator: ", ")).",
                ko:
                    "소유하지 않은 값을 읽고 쓰는 뷰는 @Binding, `@Binding var score: Int`를 받고 @State를 소유하지 않습니다. ScoreEditor는 \(inputs.isEmpty ? "아무것도" : inputs.map(\.description).joined(separator: ", "))을(를) 선언합니다."
            )
        )
    }
}
