import CheckerKit
import Foundation
import FoundationXML
import Testing

/// `checker report` for instructors, against the sample submission in `Fixtures/Submission`:
/// Passing and Failing solved, FatalError as shipped, the rest missing, and a hidden check and
/// manifests the learner edited, which grading against the pristine course must ignore.
private let submissionRoot = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/Submission")

private func report(_ format: String) -> (status: Int32, output: String) {
    TestSupport.runTool(
        [
            "report", "--course", TestSupport.fixtureRoot.path, "--submission", submissionRoot.path,
            "--format", format, "--time-limit", "5",
        ], root: submissionRoot)
}

private struct Gradescope: Decodable {
    struct Test: Decodable {
        var name: String
        var status: String
        var output: String
        var visibility: String
    }

    var score: Double
    var max_score: Double
    var tests: [Test]
}

extension CompilingTests {
    @Suite struct GradingReport {
        @Test(
            "Gradescope: one point per exercise that passes, one test per hidden check; the learner's edited check and manifests are ignored"
        )
        func gradescope() throws {
            let run = report("gradescope")
            let results = try JSONDecoder().decode(Gradescope.self, from: Data(run.output.utf8))
            #expect(results.max_score == 9)
            #expect(results.score == 2)
            #expect(run.status == 1)
            let fatal = results.tests.filter { $0.name.hasPrefix("fatal-error: ") }
            #expect(fatal.count == 2)
            #expect(fatal.contains { $0.status == "failed" })
            #expect(results.tests.filter { $0.name.hasPrefix("passing: ") }.allSatisfy { $0.status == "passed" })
            #expect(results.tests.allSatisfy { $0.visibility == "visible" && !$0.output.isEmpty })
            // The missing files are named, with one failed test per declared check.
            #expect(
                results.tests.contains {
                    $0.name == "syntax-error: startsAtZero" && $0.output.contains("does not exist")
                })
        }

        @Test("JUnit XML parses, with one test case per hidden check and a failure for each that did not pass")
        func junit() throws {
            let run = report("junit")
            let document = try XMLDocument(data: Data(run.output.utf8))
            let cases = try document.nodes(forXPath: "//testcase")
            let failures = try document.nodes(forXPath: "//testcase/failure")
            let gradescope = try JSONDecoder().decode(Gradescope.self, from: Data(report("gradescope").output.utf8))
            #expect(cases.count == gradescope.tests.count)
            #expect(failures.count == gradescope.tests.filter { $0.status == "failed" }.count)
            #expect(try document.nodes(forXPath: "//testsuite").count == 9)
        }

        @Test("JSON: the documented schema, with passed per exercise and integrity notes")
        func json() throws {
            let run = report("json")
            let decoded = try TestSupport.report(run.output)
            #expect(decoded.command == "report")
            let entries = try #require(decoded.exercises)
            #expect(entries.filter(\.passed).map(\.id).sorted() == ["failing", "passing"])
            #expect(entries.first { $0.id == "fatal-error" }?.passed == false)
        }

        @Test("Integrity notes name what an exercise never needs")
        func integrityNotes() throws {
            let attack = URL(filePath: #filePath).deletingLastPathComponent().appending(
                path: "Fixtures/AttackCourse/Chapters/01-Attacks/Exercises")
            let notes = { (file: String) in IntegrityNotes.scan(attack.appending(path: file)) }
            #expect(notes("DetachedProcesses.swift").contains { $0.contains("starts processes") })
            #expect(notes("BigFile.swift").contains { $0.contains("writes files") })
            #expect(notes("ForgedRecords.swift").contains { $0.contains("reads the command line") })
            #expect(notes("ShadowOperator.swift").contains { $0.contains("redefines operators") })
            #expect(notes("ExportedSymbol.swift").contains { $0.contains("exports symbols") })
            #expect(notes("Counter.swift").isEmpty)
        }

        @Test("run_autograder writes Gradescope's results.json for a sample submission")
        func runAutograder() throws {
            let root = TestSupport.scratch("autograder")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root.appending(path: "source"))
            try FileManager.default.copyItem(at: submissionRoot, to: root.appending(path: "submission"))
            var script = ChildProcess(
                executable: "/bin/bash",
                arguments: [TestSupport.packageRoot.appending(path: ".grading/run_autograder").path], timeLimit: 600)
            script.extraEnvironment = ["AUTOGRADER_ROOT": root.path, "CHECKER": TestSupport.checkerExecutable.path]
            #expect(script.run().outcome == .exited(0))
            let data = try Data(contentsOf: root.appending(path: "results/results.json"))
            let results = try JSONDecoder().decode(Gradescope.self, from: data)
            #expect(results.score == 2)
            #expect(results.max_score == 9)
        }
    }
}
