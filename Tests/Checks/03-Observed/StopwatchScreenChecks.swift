// Hidden checks for observed-state-object (Chapters/03-Observed/Exercises/StopwatchScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-state-object: A store recreated on every parent update")
struct StopwatchScreenChecks {
    /// ko: Lap을 탭하면 랩을 셉니다
    @Test("tapping Lap counts laps")
    func lapsAreCounted() throws {
        let host = ViewHost(StopwatchScreen())
        try host.tap(.button("Lap"))
        try host.tap(.button("Lap"))

        #expect(
            host.texts.contains("Laps: 2"),
            Comment(
                en:
                    "After two taps on Lap the screen should say \"Laps: 2\". The counter must observe its LapStore. The screen shows:\n\(host.render())",
                ko: "Lap을 두 번 탭한 뒤에는 화면에 \"Laps: 2\"가 보여야 합니다. 카운터가 자기 LapStore를 관찰해야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: 다크 모드를 전환해 화면이 재평가되어도 랩 수가 살아남습니다
    @Test("the lap count survives flipping dark mode, which re-evaluates the screen")
    func countSurvivesParentUpdates() throws {
        let host = ViewHost(StopwatchScreen())
        for _ in 1...3 { try host.tap(.button("Lap")) }

        try host.toggle(.toggle("Dark mode"))
        let screenRan = host.lastUpdate?.evaluatedBodies.contains("StopwatchScreen") ?? false
        try host.toggle(.toggle("Dark mode"))

        #expect(
            screenRan,
            Comment(
                en:
                    "Flipping Dark mode should re-evaluate StopwatchScreen's body. The last update was:\n\(host.lastUpdate?.description ?? "none")",
                ko:
                    "Dark mode를 전환하면 StopwatchScreen의 body가 재평가되어야 합니다. 마지막 업데이트:\n\(host.lastUpdate?.description ?? "없음")"
            )
        )
        #expect(
            host.texts.contains("Laps: 3"),
            Comment(
                en:
                    "Three laps were counted, then Dark mode was flipped twice. The count should still be 3. If it went back to 0, StopwatchScreen's body made a new LapCounter, and LapCounter made a new LapStore: a store the view creates must be a @StateObject. The screen shows:\n\(host.render())",
                ko:
                    "랩을 세 번 센 뒤 Dark mode를 두 번 전환했습니다. 카운트는 여전히 3이어야 합니다. 0으로 돌아갔다면 StopwatchScreen의 body가 새 LapCounter를 만들고, LapCounter가 새 LapStore를 만든 것입니다. 뷰가 만드는 스토어는 @StateObject여야 합니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 전환 뒤에 센 랩은 그 전의 랩에 더해집니다
    @Test("laps counted after a flip add to the laps before it")
    func countingContinuesAfterAFlip() throws {
        let host = ViewHost(StopwatchScreen())
        try host.tap(.button("Lap"))
        try host.toggle(.toggle("Dark mode"))
        try host.tap(.button("Lap"))

        #expect(
            host.texts.contains("Laps: 2"),
            Comment(
                en:
                    "Lap, flip Dark mode, Lap: the screen should say \"Laps: 2\". The screen shows:\n\(host.render())",
                ko: "Lap, Dark mode 전환, Lap 순서로 하면 화면에 \"Laps: 2\"가 보여야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: StopwatchScreen의 부모가 body를 다시 실행해도 랩 수가 살아남습니다
    @Test("the lap count survives StopwatchScreen's own parent running its body again")
    func countSurvivesTheScreensParent() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.button("Lap"))
        try host.tap(.button("Lap"))
        try host.tap(.button("Rebuild the parent"))

        #expect(
            host.texts.contains("Laps: 2"),
            Comment(
                en:
                    "Two laps were counted, then StopwatchScreen's parent ran its body again, making a new StopwatchScreen value. The count should still be 2: the view that creates the LapStore must own it with @StateObject (an @ObservedObject with a default value is made again with every new value of the view that declares it). The screen shows:\n\(host.render())",
                ko:
                    "랩을 두 번 센 뒤 StopwatchScreen의 부모가 body를 다시 실행해 새 StopwatchScreen 값을 만들었습니다. 카운트는 여전히 2여야 합니다. LapStore를 만드는 뷰가 @StateObject로 소유해야 합니다(기본값이 있는 @ObservedObject는 그것을 선언한 뷰의 새 값이 만들어질 때마다 다시 만들어집니다). 화면:\n\(host.render())"
            )
        )
    }
}

/// A parent that makes a new StopwatchScreen value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            StopwatchScreen()
        }
    }
}
