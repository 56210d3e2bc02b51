import DataFlow
import Testing

/// What seed 001 says about dependencies and sources of truth, stated one claim at a time.
@MainActor
@Suite("Dependencies and sources of truth (seed 001)")
struct DependencyTests {
    struct Siblings: View {
        @State private var isPlaying = false
        var body: some View {
            VStack {
                StaticLabel(text: "Now playing")
                PlayButton(isPlaying: $isPlaying)
            }
        }
    }

    struct StaticLabel: View {
        let text: String
        var body: some View { Text(text) }
    }

    struct DuplicatedSources: View {
        @State private var isPlaying = false
        var body: some View {
            VStack {
                Text(isPlaying ? "Playing" : "Paused")
                PlayButtonWithOwnState()
            }
        }
    }

    @Test(
        "Reading data in body creates a dependency; handing down a binding does not (WWDC19: only readers are re-evaluated)"
    )
    func onlyReadersAreReEvaluated() throws {
        let host = ViewHost(Siblings())
        try host.tap(.button("play.circle"))
        let bodies = try #require(host.lastUpdate?.evaluatedBodies)
        #expect(
            bodies == ["PlayButton"],
            "Siblings owns isPlaying but only passes $isPlaying down, so its body does not run")
        #expect(!bodies.contains("StaticLabel"))
    }

    struct ReadingOwner: View {
        @State private var isPlaying = false
        var body: some View {
            VStack {
                Text(isPlaying ? "Playing" : "Paused")
                PlayButton(isPlaying: $isPlaying)
            }
        }
    }

    @Test("A view that reads its own state in body is re-evaluated, parent before child")
    func readingOwnerIsReEvaluated() throws {
        let host = ViewHost(ReadingOwner())
        try host.tap(.button("play.circle"))
        #expect(host.lastUpdate?.evaluatedBodies == ["ReadingOwner", "PlayButton"])
        #expect(host.contains(.text("Playing")))
    }

    struct UnreadState: View {
        @State private var taps = 0
        var body: some View {
            Button("Tap") { taps += 1 }
        }
    }

    @Test("A @State that no body reads re-evaluates nothing, though the change is recorded")
    func unreadStateReEvaluatesNothing() throws {
        let host = ViewHost(UnreadState())
        try host.tap(.button("Tap"))
        let update = try #require(host.lastUpdate)
        #expect(update.changes.map(\.source) == ["UnreadState.taps"])
        #expect(update.evaluatedBodies.isEmpty)
    }

    @Test("With a binding there is one source of truth: one tap changes exactly one @State")
    func oneSourceOfTruth() throws {
        let host = ViewHost(PlayerView(episode: Episode(title: "t", showTitle: "s")))
        try host.tap(.button("play.circle"))
        #expect(host.lastUpdate?.changes.count == 1)
    }

    @Test("A second source of truth drifts: the button's own @State disagrees with the parent's")
    func duplicatedSourceDrifts() throws {
        let host = ViewHost(DuplicatedSources())
        try host.tap(.button("play.circle"))
        #expect(host.contains(.image("pause.circle")))
        #expect(host.contains(.text("Paused")), "the parent never heard of the tap")
        #expect(host.lastUpdate?.changes.map(\.source) == ["PlayButtonWithOwnState.isPlaying"])
    }

    @Test("A view is a function of its state: the same state renders the same screen")
    func viewIsAFunctionOfState() throws {
        let host = ViewHost(PlayerView(episode: Episode(title: "t", showTitle: "s")))
        let before = host.render()
        try host.tap(.button("play.circle"))
        #expect(host.render() != before)
        try host.tap(.button("pause.circle"))
        #expect(host.render() == before)
    }

    @Test("A read-write component takes a binding: Toggle writes a value it does not own")
    func toggleWritesThroughBinding() throws {
        let host = ViewHost(Podcaster())
        try host.toggle(.toggle("Favorite"))
        #expect(host.lastUpdate?.changes.first?.source == "Podcaster.episode")
    }
}
