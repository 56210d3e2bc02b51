// Hidden checks for reducers-scope-child (Chapters/05-Reducers/Exercises/Scoreboard.swift).
// They tap each team's button on the scoreboard and read what it shows and the store's state.
import Composable
import DataFlow
import Testing

@MainActor
@Suite("reducers-scope-child: Compose a feature from child features")
struct ScoreboardChecks {
    private func makeHost() -> (ViewHost, StoreOf<ScoreboardFeature>) {
        let store = Store(initialState: ScoreboardFeature.State()) { ScoreboardFeature() }
        return (ViewHost(ScoreboardView(store: store)), store)
    }

    @Test("\"Home +1\" adds a point to Home only")
    func home() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Home +1"))
        try host.tap(.button("Home +1"))
        #expect(
            store.home.points == 2 && host.contains(.text("Home: 2")),
            "After \"Home +1\" twice Home should have 2 points, but it has \(store.home.points). A child's reducer runs only if the parent's body runs it: `Scope(state: \\.home, action: \\.home) { TeamFeature() }`. The screen shows:\n\(host.render())"
        )
        #expect(
            store.away.points == 0,
            "Tapping Home's button should not change Away, but Away has \(store.away.points) points.")
    }

    @Test("\"Away +1\" adds a point to Away only")
    func away() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Away +1"))
        #expect(
            store.away.points == 1 && host.contains(.text("Away: 1")),
            "After \"Away +1\" Away should have 1 point, but it has \(store.away.points). The screen shows:\n\(host.render())"
        )
        #expect(
            store.home.points == 0,
            "Tapping Away's button should not change Home, but Home has \(store.home.points) points.")
    }

    @Test("\"Reset\" sets both teams to 0")
    func reset() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Home +1"))
        try host.tap(.button("Away +1"))
        try host.tap(.button("Away +1"))
        try host.tap(.button("Reset"))
        #expect(
            store.home.points == 0 && store.away.points == 0 && host.contains(.text("Home: 0"))
                && host.contains(.text("Away: 0")),
            "After Reset both teams should have 0 points, but Home has \(store.home.points) and Away \(store.away.points)."
        )
        try host.tap(.button("Home +1"))
        #expect(
            store.home.points == 1, "Scoring after Reset should count from 0 again, but Home has \(store.home.points).")
    }
}
