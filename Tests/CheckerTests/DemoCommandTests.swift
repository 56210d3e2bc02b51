@testable import CheckerKit
import Foundation
import Testing

/// `checker demo` and `checker graph` are read like every other command; the demos themselves
/// run in `course-demos` (CourseDemoTests covers them).
@Suite struct DemoCommandTests {
    @Test("demo takes an optional demo name and --update-lessons or --check-lessons; graph takes a name")
    func parsing() throws {
        let list = try CommandLineParser.parse(["demo"])
        #expect(list.command.description.name == "demo" && list.invocation.exerciseID == nil)
        let run = try CommandLineParser.parse(["demo", "counter"])
        #expect(run.invocation.exerciseID == "counter")
        #expect(try CommandLineParser.parse(["demo", "--update-lessons"]).invocation.options.updateLessons)
        #expect(try CommandLineParser.parse(["demo", "--check-lessons"]).invocation.options.checkLessons)
        let graph = try CommandLineParser.parse(["graph", "counter"])
        #expect(graph.command.description.name == "graph" && graph.invocation.exerciseID == "counter")
    }

    @Test("graph --format dot asks course-demos for DOT; mermaid, or no format, for the Mermaid flowchart")
    func graphFormats() throws {
        let dot = try CommandLineParser.parse(["graph", "contacts-destination", "--format", "dot"])
        #expect(dot.invocation.options.format == .dot)
        #expect(GraphCommand.demoWords(for: dot.invocation) == ["graph", "contacts-destination", "--format", "dot"])
        let mermaid = try CommandLineParser.parse(["graph", "counter", "--format", "mermaid"])
        #expect(GraphCommand.demoWords(for: mermaid.invocation) == ["graph", "counter"])
        let plain = try CommandLineParser.parse(["graph", "counter"])
        #expect(GraphCommand.demoWords(for: plain.invocation) == ["graph", "counter"])
        #expect(GraphCommand.demoWords(for: try CommandLineParser.parse(["graph"]).invocation) == nil)
        // Only graph prints a graph; graph prints no results (no JSON), and no format it does not know.
        #expect(
            throws: CheckerError.formatNotOffered(
                command: "check [<id> | --all]", format: "dot", offered: ["text", "json"])
        ) {
            try CommandLineParser.parse(["check", "state-toggle", "--format", "dot"])
        }
        #expect(throws: CheckerError.self) { try CommandLineParser.parse(["graph", "counter", "--format", "json"]) }
        #expect(throws: CheckerError.self) { try CommandLineParser.parse(["graph", "counter", "--format", "svg"]) }
        let usage = PhraseBook.$current.withValue(.english) { UsageText.text }
        #expect(usage.contains("--format dot"), "the usage text does not say how to get DOT")
    }

    @Test(
        "Mistakes are explained: two names, lesson options on graph, --all",
        arguments: [
            ["demo", "a", "b"], ["graph", "counter", "--update-lessons"], ["demo", "--all"], ["graph", "a", "b"],
        ])
    func mistakes(arguments: [String]) {
        #expect(throws: CheckerError.self) { try CommandLineParser.parse(arguments) }
    }

    @Test("The usage text lists demo and graph with their synopses")
    func usage() {
        #expect(UsageText.text.contains("demo [<name>]"))
        #expect(UsageText.text.contains("graph <name>"))
        #expect(UsageText.text.contains("--update-lessons"))
    }
}
