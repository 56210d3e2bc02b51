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
