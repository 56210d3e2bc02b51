// Hidden checks for reducers-counter (Chapters/05-Reducers/Exercises/ScoreFeature.swift).
// They tap the scoreboard's buttons and read what it shows, and send actions to a store and read
// its state: whatever shape the reducer has, the score must change as a scoreboard's does.
import Composable
import DataFlow
import Testing

@MainActor
@Suite("reducers-counter: A counter reducer")
struct ScoreFeatureChecks {
    private func makeHost() -> (ViewHost, StoreOf<ScoreFeature>) {
        let store = Store(initialState: ScoreFeature.State()) { ScoreFeature() }
        return (ViewHost(ScoreView(store: store)), store)
    }

    /// ko: +1, +2, +3은 각자의 점수를 화면의 점수에 더합니다
    @Test("+1, +2 and +3 add their points to the score shown")
    func scoring() throws {
        let (host, store) = makeHost()
        try host.tap(.button("+2"))
        try host.tap(.button("+3"))
        try host.tap(.button("+1"))
        #expect(
            store.score == 6 && host.contains(.text("Score: 6")),
            Comment(
                en:
                    "After +2, +3 and +1 the score should be 6. The store's score is \(store.score); the screen shows:\n\(host.render())",
                ko: "+2, +3, +1 뒤에 점수는 6이어야 합니다. 스토어의 score는 \(store.score)이고, 화면:\n\(host.render())")
        )
    }

    /// ko: Undo는 마지막 득점 하나만 되돌리고, 다시 누르면 그 전 득점을 되돌립니다
    @Test("Undo takes back exactly the last basket, and again the one before")
    func undo() throws {
        let (host, store) = makeHost()
        try host.tap(.button("+3"))
        try host.tap(.button("+1"))
        try host.tap(.button("+2"))
        try host.tap(.button("Undo"))
        #expect(
            store.score == 4,
            Comment(
                en: "After +3, +1, +2 and Undo the score should be 4 (the +2 taken back), but it is \(store.score).",
                ko: "+3, +1, +2, Undo 뒤에 점수는 4여야 하는데(+2를 되돌림) \(store.score)입니다."))
        try host.tap(.button("Undo"))
        #expect(
            store.score == 3 && host.contains(.text("Score: 3")),
            Comment(
                en: "A second Undo should take back the +1, leaving 3, but the score is \(store.score).",
                ko: "두 번째 Undo는 +1을 되돌려 3을 남겨야 하는데 점수는 \(store.score)입니다."))
    }

    /// ko: 득점이 없을 때 Undo는 아무것도 바꾸지 않습니다
    @Test("Undo with no baskets changes nothing")
    func undoOnAnEmptyGame() {
        let store = Store(initialState: ScoreFeature.State()) { ScoreFeature() }
        store.send(.undoButtonTapped)
        #expect(
            store.score == 0,
            Comment(
                en: "Undo before any basket should leave the score at 0, but it is \(store.score).",
                ko: "득점 전에 Undo를 누르면 점수는 0이어야 하는데 \(store.score)입니다."))
        store.send(.scoreButtonTapped(2))
        store.send(.undoButtonTapped)
        store.send(.undoButtonTapped)
        #expect(
            store.score == 0,
            Comment(
                en:
                    "+2, then Undo twice, should leave 0 (the second Undo has nothing to take back), but the score is \(store.score).",
                ko: "+2 다음에 Undo를 두 번 누르면 0이 남아야 하는데(두 번째 Undo는 되돌릴 것이 없음) 점수는 \(store.score)입니다.")
        )
    }

    /// ko: Reset은 점수를 0으로 만들고, 그 뒤의 Undo는 되돌릴 것이 없습니다
    @Test("Reset sets the score to 0, and Undo after it has nothing to take back")
    func reset() throws {
        let (host, store) = makeHost()
        try host.tap(.button("+3"))
        try host.tap(.button("+2"))
        try host.tap(.button("Reset"))
        #expect(
            store.score == 0 && host.contains(.text("Score: 0")),
            Comment(
                en: "After Reset the score should be 0, but it is \(store.score).",
                ko: "Reset 뒤에 점수는 0이어야 하는데 \(store.score)입니다."))
        try host.tap(.button("Undo"))
        #expect(
            store.score == 0,
            Comment(
                en:
                    "Undo right after Reset should change nothing (Reset forgets the baskets), but the score became \(store.score).",
                ko: "Reset 바로 뒤의 Undo는 아무것도 바꾸지 않아야 하는데(Reset은 득점 기록을 지웁니다) 점수가 \(store.score)이(가) 되었습니다.")
        )
    }
}
