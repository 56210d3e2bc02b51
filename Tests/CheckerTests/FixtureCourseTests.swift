import CheckerKit
import Foundation
import Testing

/// `check --all` over the fixture course, run once and shared by the tests below.
private let fixtureRun = TestSupport.runTool(["check", "--all", "--format", "json", "--time-limit", "3"])

extension CompilingTests {
    @Suite struct FixtureCourse {
        let report: JSONReport
        let entries: [String: JSONReport.Entry]

        init() throws {
            report = try TestSupport.report(fixtureRun.output)
            entries = Dictionary(uniqueKeysWithValues: (report.exercises ?? []).map { ($0.id, $0) })
        }

        @Test("Every exercise is judged, and only the solved one passes")
        func everyExerciseIsJudged() {
            #expect(entries.count == 9)
            #expect(entries.values.filter { $0.status == .passed }.map(\.id) == ["passing"])
            #expect(fixtureRun.status == 1)
            #expect(report.passed == false)
        }

        @Test(
            "Exercise and example files with a #Preview compile with DataFlow's macro plugin, and a check can mount both previews"
        )
        func previewInExercise() throws {
            let entry = try #require(entries["passing"])
            #expect(entry.status == .passed)
            let preview = try #require(entry.checks.first { $0.name == "The file's #Preview shows the counter" })
            #expect(preview.status == .passed)
            let examplePreview = try #require(
                entry.checks.first {
                    $0.name == "The examples' #Preview, compiled into the chapter's library, is found too"
                })
            #expect(examplePreview.status == .passed)
        }

        @Test("A wrong expectation names the check and shows expected and actual")
        func failingExpectation() throws {
            let entry = try #require(entries["failing"])
            #expect(entry.status == .failed)
            let failure = try #require(entry.failedExpectations.first)
            #expect(failure.check == "Tapping + adds one")
            #expect(failure.messages.joined().contains("Expected \"Count: 1\" after one tap"))
            #expect(!failure.messages.joined().contains("FailingChecks.swift"))
        }

        @Test("A syntax error points at the learner's file and line")
        func syntaxError() throws {
            let entry = try #require(entries["syntax-error"])
            #expect(entry.status == .compileError)
            let error = try #require(entry.compileErrors.first)
            #expect(error.file == "Chapters/01-Basics/Exercises/SyntaxError.swift")
            #expect(error.line == 10)
            #expect(entry.compileErrors.count == 1)
        }

        @Test("A missing declaration says what the exercise must declare")
        func missingDeclaration() throws {
            let entry = try #require(entries["missing-declaration"])
            #expect(entry.status == .compileError)
            #expect(
                entry.compileErrors.map(\.message) == [
                    "The exercise must declare `struct Greeter: View` (see Chapters/01-Basics/Exercises/MissingDeclaration.swift)."
                ])
        }

        @Test("A fatalError is a crash, with its message and the check that was running")
        func fatalError() throws {
            let entry = try #require(entries["fatal-error"])
            #expect(entry.status == .crashed)
            #expect(entry.summary.contains("The counter is broken"))
            #expect(entry.summary.contains("“Tapping + adds one”"))
        }

        @Test("An infinite loop is a timeout that suggests a loop or a missing state change")
        func infiniteLoop() throws {
            let entry = try #require(entries["infinite-loop"])
            #expect(entry.status == .timedOut)
            #expect(entry.summary.contains("longer than 3 seconds"))
            #expect(entry.advice?.contains("infinite loop") == true)
            // Compiling is included (two compiles, on a shared machine); the run itself stops at 3 s.
            #expect(entry.durationSeconds < 30)
        }

        @Test("exit(0) before the checks report is an early exit, not a pass")
        func earlyExit() throws {
            let entry = try #require(entries["early-exit"])
            #expect(entry.status == .exitedEarly)
            #expect(entry.checks.allSatisfy { $0.status == .notReported })
        }

        @Test("Printing a line that looks like a passing test changes nothing")
        func fakePass() throws {
            let entry = try #require(entries["fake-pass"])
            #expect(entry.status == .failed)
            #expect(entry.failedExpectations.map(\.check) == ["Tapping + adds one"])
        }

        @Test("A deleted exercise file is named, with the reset command")
        func missingFile() throws {
            let entry = try #require(entries["missing-file"])
            #expect(entry.status == .missingFile)
            #expect(entry.advice == "Run `swift run checker reset missing-file` to get the original stub back.")
        }

        @Test("Checking again with nothing changed answers from the cache")
        func cached() throws {
            let again = TestSupport.runTool(["check", "failing", "--format", "json"])
            let entry = try #require(try TestSupport.report(again.output).exercises?.first)
            #expect(entry.cached)
            #expect(entry.status == .failed)
            #expect(again.status == 1)
        }

        @Test("Checking the solved exercise alone exits with status 0")
        func passingExitStatus() {
            #expect(TestSupport.runTool(["check", "passing"]).status == 0)
        }

        @Test("Progress shows the bar, the first exercise not passed, its file and what to do")
        func progress() {
            let (status, output) = TestSupport.runTool([])
            #expect(status == 1)
            #expect(output.contains("1/9 exercises done"))
            #expect(output.contains("Current exercise: failing"))
            #expect(output.contains("File: Chapters/01-Basics/Exercises/Failing.swift"))
            #expect(output.contains("swift run checker hint failing"))
        }

        @Test("verify reports stubs that pass or do not compile, misjudged or misnamed variants, and too few variants")
        func verify() throws {
            let run = TestSupport.runTool(["verify", "--format", "json", "--time-limit", "3"])
            #expect(run.status == 1)
            let verified = Dictionary(
                uniqueKeysWithValues: try #require(try TestSupport.report(run.output).verified).map { ($0.id, $0) })
            #expect(verified["passing"]?.problems.first?.contains("passes as shipped") == true)
            #expect(verified["syntax-error"]?.problems.first?.contains("must compile") == true)
            // Two correct and three wrong variants, each judged as named.
            #expect(verified["failing"]?.ok == true, "\(verified["failing"]?.problems ?? [])")
            #expect(
                verified["failing"]?.variants.map(\.name) == [
                    "correct-explicit-self", "correct-plus-equals",
                    "wrong-adds-two", "wrong-does-nothing", "wrong-starts-at-one",
                ])
            #expect(verified["fake-pass"]?.solution.status == .passed)

            // Misjudged variants, misnamed ones, and a shortfall of variants are reported.
            let entry = try #require(verified["fatal-error"])
            // A stub that crashes fails, as it should: every problem is about the variants.
            #expect(!entry.problems.contains { $0.contains("stub") || $0.contains("solution") }, "\(entry.problems)")
            let problems = Dictionary(uniqueKeysWithValues: entry.variants.map { ($0.name, $0.problem ?? "") })
            #expect(
                problems["correct-but-fails"]?.contains("does not pass, so the checks reject a right answer") == true)
            #expect(problems["wrong-but-passes"]?.contains("passes, so the checks miss that mistake") == true)
            #expect(problems["wrong-does-not-compile"]?.contains("must compile and fail its checks") == true)
            #expect(problems["unnamed"]?.contains("must be named correct-<what>.swift or wrong-<what>.swift") == true)
            #expect(problems["wrong-without-comment"]?.contains("must start with a // comment") == true)
            #expect(
                entry.problems.contains {
                    $0.contains("has 1 correct and 3 wrong variants; it needs at least 2 correct and 3 wrong")
                })
            #expect(entry.problems.count == 6)
            // An exercise with no variants at all is told where to add them.
            #expect(verified["fake-pass"]?.problems.last?.contains("has 0 correct and 0 wrong variants") == true)
            #expect(verified["fake-pass"]?.problems.last?.contains("Checks/01-Basics/Variants/FakePass/") == true)
        }
    }
}
