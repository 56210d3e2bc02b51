// Hidden checks for observed-migrate-observable (Chapters/03-Observed/Exercises/ShowPlayerScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-migrate-observable: Migrate the podcast player to @Observable")
struct ShowPlayerScreenChecks {
    /// ko: 화면은 전처럼 동작합니다: 제목, 재생 위치, Forward 30, Playing 토글
    @Test("the screen works as before: title, playhead, Forward 30, the Playing toggle")
    func behavesAsBefore() throws {
        let host = ViewHost(ShowPlayerScreen(title: "Data Flow"))
        #expect(
            host.texts.contains("Data Flow") && host.texts.contains("0 s"),
            Comment(
                en:
                    "The screen should show the title and \"0 s\". It shows:\n\(host.render())",
                ko: "화면에 제목과 \"0 s\"가 보여야 합니다. 화면:\n\(host.render())"))

        try host.tap(.button("Forward 30"))
        try host.toggle(.toggle("Playing"))

        #expect(
            host.texts.contains("30 s"),
            Comment(
                en:
                    "After Forward 30 the playhead should say \"30 s\". The screen shows:\n\(host.render())",
                ko: "Forward 30 뒤에는 재생 위치가 \"30 s\"여야 합니다. 화면:\n\(host.render())"))
        #expect(
            try host.find(.toggle("Playing")).value == "on",
            Comment(
                en:
                    "After flipping Playing, the toggle should be on. The screen shows:\n\(host.render())",
                ko: "Playing을 전환한 뒤에는 토글이 켜져 있어야 합니다. 화면:\n\(host.render())"))
    }

    /// ko: 재생 위치를 옮기면 ShowPlayheadView가 재평가되고 ShowTitleView와 ShowPlayerScreen은 재평가되지 않습니다
    @Test("moving the playhead re-evaluates ShowPlayheadView and not ShowTitleView or ShowPlayerScreen")
    func onlyThePlayheadRuns() throws {
        let host = ViewHost(ShowPlayerScreen(title: "Data Flow"))

        try host.tap(.button("Forward 30"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            bodies.contains("ShowPlayheadView"),
            Comment(
                en:
                    "Forward 30 should re-evaluate ShowPlayheadView, which shows the time. Bodies that ran: \(bodies.joined(separator: ", "))",
                ko: "Forward 30은 시간을 보여 주는 ShowPlayheadView를 재평가해야 합니다. 실행된 body: \(bodies.joined(separator: ", "))")
        )
        #expect(
            !bodies.contains("ShowTitleView") && !bodies.contains("ShowPlayerScreen"),
            Comment(
                en:
                    "Forward 30 changes currentTime only; ShowTitleView and ShowPlayerScreen do not read it, so with @Observable they should not run. Bodies that ran: \(bodies.joined(separator: ", ")). With ObservableObject every observer of the object runs: migrate the model to @Observable, and read currentTime only in ShowPlayheadView.",
                ko:
                    "Forward 30은 currentTime만 바꿉니다. ShowTitleView와 ShowPlayerScreen은 그것을 읽지 않으므로 @Observable이라면 실행되지 않아야 합니다. 실행된 body: \(bodies.joined(separator: ", ")). ObservableObject에서는 객체를 관찰하는 모든 뷰가 실행됩니다. 모델을 @Observable로 옮기고, currentTime은 ShowPlayheadView에서만 읽으세요."
            )
        )
    }

    /// ko: Playing을 전환해도 제목과 재생 위치는 재평가되지 않습니다
    @Test("flipping Playing does not re-evaluate the title or the playhead")
    func playingDoesNotRunReaders() throws {
        let host = ViewHost(ShowPlayerScreen(title: "Data Flow"))

        try host.toggle(.toggle("Playing"))

        let bodies = try #require(host.lastUpdate).evaluatedBodies
        #expect(
            !bodies.contains("ShowTitleView") && !bodies.contains("ShowPlayheadView"),
            Comment(
                en:
                    "Flipping Playing changes isPlaying only; the title and the playhead do not read it. Bodies that ran: \(bodies.joined(separator: ", "))",
                ko: "Playing을 전환하면 isPlaying만 바뀝니다. 제목과 재생 위치는 그것을 읽지 않습니다. 실행된 body: \(bodies.joined(separator: ", "))"
            )
        )
    }

    /// ko: 화면의 부모가 body를 다시 실행해도 재생 위치가 살아남습니다: 화면이 모델을 소유합니다
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
                en:
                    "After Forward 30, ShowPlayerScreen's parent ran its body again, making a new ShowPlayerScreen(title:) value (as any parent does when its own state changes). The playhead should still say \"30 s\"."
                    + (keptInLet.map {
                        " ShowPlayerScreen keeps its ShowModel in a plain `let \($0.property ?? "model")` made in init, so nothing owns it: each new ShowPlayerScreen value makes a new model. Own it with @State: `@State private var model: ShowModel` and `_model = State(initialValue: ShowModel(title: title))` in init."
                    }
                        ?? " The model must be owned by the screen (@State), so that it lives as long as the screen's place on screen.")
                    + " The screen shows:\n\(host.render())",
                ko:
                    "Forward 30 뒤에 ShowPlayerScreen의 부모가 body를 다시 실행해 새 ShowPlayerScreen(title:) 값을 만들었습니다(부모는 자기 상태가 바뀔 때마다 이렇게 합니다). 재생 위치는 여전히 \"30 s\"여야 합니다."
                    + (keptInLet.map {
                        " ShowPlayerScreen이 init에서 만든 ShowModel을 일반 `let \($0.property ?? "model")`에 두고 있어서 아무도 모델을 소유하지 않습니다. 새 ShowPlayerScreen 값마다 새 모델이 만들어집니다. @State로 소유하세요: `@State private var model: ShowModel`, 그리고 init에서 `_model = State(initialValue: ShowModel(title: title))`."
                    }
                        ?? " 모델은 화면이 소유해야(@State) 화면이 그 자리에 있는 동안 살아남습니다.")
                    + " 화면:\n\(host.render())"))
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
