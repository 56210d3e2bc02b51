import CourseDemoKit
import DataFlow
import Foundation
import Testing

/// The course's demos (`checker demo`, `checker graph`), run from the chapters' real examples.
@MainActor
@Suite("The course's demos")
struct DemoTests {
    @Test("every chapter with examples declares at least one demo, found by Demo.all with nothing listed by hand")
    func everyChapterHasADemo() {
        let chapters = Set(Demo.all.map(\.chapter))
        #expect(chapters.isSuperset(of: [1, 2, 3, 4, 5, 6, 7]), "chapters with demos: \(chapters.sorted())")
        let names = Demo.all.map(\.name)
        #expect(Set(names).count == names.count, "two demos share a name: \(names)")
    }

    @Test("each demo runs every step, and each step after the mount records what it changed or says nothing did")
    func everyDemoRuns() async throws {
        for demo in Demo.all {
            let run = try await DemoRun.run(demo)
            #expect(run.steps.count == demo.makeStory().steps.count + 1, "\(demo.name)")
            #expect(run.steps.first?.updates.first?.cause == "mount", "\(demo.name)")
            let transcript = DemoTranscript.text(of: run)
            #expect(transcript.hasPrefix("demo \(demo.name) (chapter \(demo.chapter))"))
            #expect(transcript.contains("bodies evaluated"), "\(demo.name)")
        }
    }

    @Test("a demo's output is the same on every run, so a lesson can embed it")
    func outputIsStable() async throws {
        for demo in Demo.all {
            let first = try await DemoOutputs().output(.trace, of: demo.name)
            let second = try await DemoOutputs().output(.trace, of: demo.name)
            #expect(first == second, "\(demo.name)")
        }
    }

    @Test(
        "each demo's graph is a valid Mermaid flowchart: header, declared nodes, edges between them, every source connected"
    )
    func everyGraphIsValidMermaid() async throws {
        for demo in Demo.all {
            let text = try await DemoOutputs().output(.graph, of: demo.name)
            let chart = try MermaidSyntax(text)
            #expect(!chart.edges.isEmpty, "\(demo.name) draws no edge")
            let connected = Set(chart.edges.flatMap { [$0.from, $0.to] })
            for node in chart.nodes {
                #expect(connected.contains(node.id), "\(demo.name): \(node.label) is drawn alone")
            }
        }
    }

    @Test("the counter's graph: CounterView owns count and its body reads it (seed 003)")
    func counterGraph() async throws {
        let chart = try MermaidSyntax(try await DemoOutputs().output(.graph, of: "counter"))
        let count = try #require(chart.nodes.first { $0.label.hasPrefix("CounterView.count") })
        let view = try #require(chart.nodes.first { $0.label == "CounterView" })
        #expect(chart.edges.contains(.init(from: view.id, arrow: "==>", label: "owns", to: count.id)))
        #expect(chart.edges.contains(.init(from: count.id, arrow: "-->", label: "body reads", to: view.id)))
    }

    @Test(
        "the player's graph: PlayerView owns isPlaying, PlayButton reads it through its @Binding, PlayerView's body does not read it (seed 002)"
    )
    func playButtonGraph() async throws {
        let chart = try MermaidSyntax(try await DemoOutputs().output(.graph, of: "play-button"))
        let state = try #require(chart.nodes.first { $0.label.hasPrefix("PlayerView.isPlaying") })
        let player = try #require(chart.nodes.first { $0.label == "PlayerView" })
        let button = try #require(chart.nodes.first { $0.label == "PlayButton" })
        #expect(chart.edges.contains(.init(from: state.id, arrow: "-.->", label: "@Binding isPlaying", to: button.id)))
        #expect(!chart.edges.contains { $0.from == state.id && $0.to == player.id })
        // The tap is PlayButton's action: PlayButton writes the state it does not own.
        #expect(chart.edges.contains(.init(from: button.id, arrow: "-->", label: "writes", to: state.id)))
        #expect(!chart.edges.contains { $0.from == player.id && $0.label == "writes" })
    }

    @Test(
        "the player's trace: tapping play changes PlayerView.isPlaying and evaluates only PlayButton's body (seed 001)")
    func playButtonTrace() async throws {
        let run = try await DemoOutputs().run("play-button")
        let tap = try #require(run.steps.dropFirst().first)
        #expect(tap.updates.flatMap(\.changes).map(\.description) == ["PlayerView.isPlaying (@State): false → true"])
        #expect(tap.updates.flatMap(\.evaluatedBodies) == ["PlayButton"])
    }

    @Test("asking for a demo that does not exist names the ones that do")
    func unknownDemo() async {
        await #expect(throws: LessonError.self) { try await DemoOutputs().output(.trace, of: "no-such-demo") }
    }
}
