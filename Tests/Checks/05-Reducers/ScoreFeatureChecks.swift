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

    @Test("+1, +2 and +3 add their points to the score shown")
    func scoring() throws {
        let (host, store) = makeHost()
        try host.tap(.button("+2"))
        try host.tap(.button("+3"))
        try host.tap(.button("+1"))
        #expect(
            store.score == 6 && host.contains(.text("Score: 6")),
            "After +2, +3 and +1 the score should be 6. The store's score is \(store.score); the screen shows:\n\(host.render())"
        )
    }

    @Test("Undo takes back exactly the last basket, and again the one before")
    func undo() throws {
        let (host, store) = makeHost()
        try host.tap(.button("+3"))
        try host.tap(.button("+1"))
        try host.tap(.button("+2"))
        try host.tap(.button("Undo"))
        #expect(
            store.score == 4,
            "After +3, +1, +2 and Undo the score should be 4 (the +2 taken back), but it is \(store.score).")
        try host.tap(.button("Undo"))
        #expect(
            store.score == 3 && host.contains(.text("Score: 3")),
            "A second Undo should take back the +1, leaving 3, but the score is \(store.score).")
    }

    @Test("Undo with no baskets changes nothing")
    func undoOnAnEmptyGame() {
        let store = Store(initialState: ScoreFeature.State()) { ScoreFeature() }
        store.send(.undoButtonTapped)
        #expect(store.score == 0, "Undo before any basket should leave the score at 0, but it is \(store.score).")
        store.send(.scoreButtonTapped(2))
        store.send(.undoButtonTapped)
        store.send(.undoButtonTapped)
        #expect(
            store.score == 0,
            "+2, then Undo twice, should leave 0 (the second Undo has nothing to take back), but the score is \(store.score)."
        )
    }

    @Test("Reset sets the score to 0, and Undo after it has nothing to take back")
    func reset() throws {
        let (host, store) = makeHost()
        try host.tap(.button("+3"))
        try host.tap(.button("+2"))
        try host.tap(.button("Reset"))
        #expect(
            store.score == 0 && host.contains(.text("Score: 0")),
            "After Reset the score should be 0, but it is \(store.score).")
        try host.tap(.button("Undo"))
        #expect(
            store.score == 0,
            "Undo right after Reset should change nothing (Reset forgets the baskets), but the score became \(store.score)."
        )
    }
}
