// Hidden checks for observed-state-object (Chapters/03-Observed/Exercises/StopwatchScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-state-object: A store recreated on every parent update")
struct StopwatchScreenChecks {
    @Test("tapping Lap counts laps")
    func lapsAreCounted() throws {
        let host = ViewHost(StopwatchScreen())
        try host.tap(.button("Lap"))
        try host.tap(.button("Lap"))

        #expect(
            host.texts.contains("Laps: 2"),
            "After two taps on Lap the screen should say \"Laps: 2\". The counter must observe its LapStore. The screen shows:\n\(host.render())"
        )
    }

    @Test("the lap count survives flipping dark mode, which re-evaluates the screen")
    func countSurvivesParentUpdates() throws {
        let host = ViewHost(StopwatchScreen())
        for _ in 1...3 { try host.tap(.button("Lap")) }

        try host.toggle(.toggle("Dark mode"))
        let screenRan = host.lastUpdate?.evaluatedBodies.contains("StopwatchScreen") ?? false
        try host.toggle(.toggle("Dark mode"))

        #expect(
            screenRan,
            "Flipping Dark mode should re-evaluate StopwatchScreen's body. The last update was:\n\(host.lastUpdate?.description ?? "none")"
        )
        #expect(
            host.texts.contains("Laps: 3"),
            "Three laps were counted, then Dark mode was flipped twice. The count should still be 3. If it went back to 0, StopwatchScreen's body made a new LapCounter, and LapCounter made a new LapStore: a store the view creates must be a @StateObject. The screen shows:\n\(host.render())"
        )
    }

    @Test("laps counted after a flip add to the laps before it")
    func countingContinuesAfterAFlip() throws {
        let host = ViewHost(StopwatchScreen())
        try host.tap(.button("Lap"))
        try host.toggle(.toggle("Dark mode"))
        try host.tap(.button("Lap"))

        #expect(
            host.texts.contains("Laps: 2"),
            "Lap, flip Dark mode, Lap: the screen should say \"Laps: 2\". The screen shows:\n\(host.render())")
    }

    @Test("the lap count survives StopwatchScreen's own parent running its body again")
    func countSurvivesTheScreensParent() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.button("Lap"))
        try host.tap(.button("Lap"))
        try host.tap(.button("Rebuild the parent"))

        #expect(
            host.texts.contains("Laps: 2"),
            "Two laps were counted, then StopwatchScreen's parent ran its body again, making a new StopwatchScreen value. The count should still be 2: the view that creates the LapStore must own it with @StateObject (an @ObservedObject with a default value is made again with every new value of the view that declares it). The screen shows:\n\(host.render())"
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
