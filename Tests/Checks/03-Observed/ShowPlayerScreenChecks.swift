// Hidden checks for observed-migrate-observable (Chapters/03-Observed/Exercises/ShowPlayerScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-migrate-observable: Migrate the podcast player to @Observable")
struct ShowPlayerScreenChecks {
    @Test("the screen works as before: title, playhead, Forward 30, the Playing toggle")
    func behavesAsBefore() throws {
        let host = ViewHost(ShowPlayerScreen(title: "Data Flow"))
        #expect(
            host.texts.contains("Data Flow") && host.texts.contains("0 s"),
            "The screen should show the title and \"0 s\". It shows:\n\(host.render())")

        try host.tap(.button("Forward 30"))
        try host.toggle(.toggle("Playing"))

        #expect(
            host.texts.contains("30 s"),
            "After Forward 30 the playhead should say \"30 s\". The screen shows:\n\(host.render())")
        #expect(
            try host.find(.toggle("Playing")).value == "on",
            "After flipping Playing, the toggle should be on. The screen shows:\n\(host.render())")
    }

    @Test("moving the playhead re-evaluates ShowPlayheadView and not ShowTitleView or ShowPlayerScreen")
    func onlyThePlayheadRuns() throws {
        let host = ViewHost(ShowPlayerScreen(title: "Data Flow"))

        try host.tap(.button("Forward 30"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("ShowPlayheadView"),
            "Forward 30 should re-evaluate ShowPlayheadView, which shows the time. Bodies that ran: \(bodies.joined(separator: ", "))"
        )
        #expect(
            !bodies.contains("ShowTitleView") && !bodies.contains("ShowPlayerScreen"),
            "Forward 30 changes currentTime only; ShowTitleView and ShowPlayerScreen do not read it, so with @Observable they should not run. Bodies that ran: \(bodies.joined(separator: ", ")). With ObservableObject every observer of the object runs: migrate the model to @Observable, and read currentTime only in ShowPlayheadView."
        )
    }

    @Test("flipping Playing does not re-evaluate the title or the playhead")
    func playingDoesNotRunReaders() throws {
        let host = ViewHost(ShowPlayerScreen(title: "Data Flow"))

        try host.toggle(.toggle("Playing"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            !bodies.contains("ShowTitleView") && !bodies.contains("ShowPlayheadView"),
            "Flipping Playing changes isPlaying only; the title and the playhead do not read it. Bodies that ran: \(bodies.joined(separator: ", "))"
        )
    }

    @Test("the playhead survives the screen's parent running its body again: the screen owns its model")
    func theModelSurvivesTheParent() throws {
        let host = ViewHost(RebuildingParent())
        try host.tap(.button("Forward 30"))
        try host.tap(.button("Rebuild the parent"))

        let graph = host.dataFlowGraph
        let screen = graph.views.first { $0.name == "ShowPlayerScreen" }
        let keptInLet = screen?.reads.first { use in
            use.through.hasPrefix("let") && graph.source(use.sourceID)?.name == "ShowModel"
        }
        #expect(
            host.texts.contains("30 s"),
            Comment(
                rawValue:
                    "After Forward 30, ShowPlayerScreen's parent ran its body again, making a new ShowPlayerScreen(title:) value (as any parent does when its own state changes). The playhead should still say \"30 s\"."
                    + (keptInLet.map {
                        " ShowPlayerScreen keeps its ShowModel in a plain `let \($0.property ?? "model")` made in init, so nothing owns it: each new ShowPlayerScreen value makes a new model. Own it with @State: `@State private var model: ShowModel` and `_model = State(initialValue: ShowModel(title: title))` in init."
                    }
                        ?? " The model must be owned by the screen (@State), so that it lives as long as the screen's place on screen.")
                    + " The screen shows:\n\(host.render())"))
    }
}

/// A parent that makes a new ShowPlayerScreen value each time its body runs: tap "Rebuild the parent".
private struct RebuildingParent: View {
    @State private var rebuilds = 0

    var body: some View {
        VStack {
            Button("Rebuild the parent") { rebuilds += 1 }
            Text("Parent rebuilt \(rebuilds) times")
            ShowPlayerScreen(title: "Data Flow")
        }
    }
}
