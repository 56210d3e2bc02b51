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

    /// ko: "Home +1"은 Home에만 1점을 더합니다
    @Test("\"Home +1\" adds a point to Home only")
    func home() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Home +1"))
        try host.tap(.button("Home +1"))
        #expect(
            store.home.points == 2 && host.contains(.text("Home: 2")),
            Comment(
                en:
                    "After \"Home +1\" twice Home should have 2 points, but it has \(store.home.points). A child's reducer runs only if the parent's body runs it: `Scope(state: \\.home, action: \\.home) { TeamFeature() }`. The screen shows:\n\(host.render())",
                ko:
                    "\"Home +1\"을 두 번 누른 뒤 Home은 2점이어야 하는데 \(store.home.points)점입니다. 자식의 리듀서는 부모의 body가 실행할 때만 실행됩니다: `Scope(state: \\.home, action: \\.home) { TeamFeature() }`. 화면:\n\(host.render())"
            )
        )
        #expect(
            store.away.points == 0,
            Comment(
                en: "Tapping Home's button should not change Away, but Away has \(store.away.points) points.",
                ko: "Home의 버튼을 탭해도 Away는 바뀌지 않아야 하는데 Away가 \(store.away.points)점입니다."))
    }

    /// ko: "Away +1"은 Away에만 1점을 더합니다
    @Test("\"Away +1\" adds a point to Away only")
    func away() throws {
        let (host, store) = makeHost()
        try host.tap(.button("Away +1"))
        #expect(
            store.away.points == 1 && host.contains(.text("Away: 1")),
            Comment(
                en:
                    "After \"Away +1\" Away should have 1 point, but it has \(store.away.points). The screen shows:\n\(host.render())",
                ko: "\"Away +1\" 뒤에 Away는 1점이어야 하는데 \(store.away.points)점입니다. 화면:\n\(host.render())")
        )
        #expect(
            store.home.points == 0,
            Comment(
                en: "Tapping Away's button should not change Home, but Home has \(store.home.points) points.",
                ko: "Away의 버튼을 탭해도 Home은 바뀌지 않아야 하는데 Home이 \(store.home.points)점입니다."))
    }

    /// ko: "Reset"은 두 팀을 모두 0으로 만듭니다
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
            Comment(
                en:
                    "After Reset both teams should have 0 points, but Home has \(store.home.points) and Away \(store.away.points).",
                ko: "Reset 뒤에 두 팀은 모두 0점이어야 하는데 Home은 \(store.home.points)점, Away는 \(store.away.points)점입니다.")
        )
        try host.tap(.button("Home +1"))
        #expect(
            store.home.points == 1,
            Comment(
                en: "Scoring after Reset should count from 0 again, but Home has \(store.home.points).",
                ko: "Reset 뒤의 득점은 다시 0부터 세어야 하는데 Home이 \(store.home.points)점입니다."))
    }
}
