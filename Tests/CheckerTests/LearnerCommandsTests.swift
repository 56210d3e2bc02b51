@testable import CheckerKit
import Foundation
import Testing

extension CompilingTests {
    /// What a learner expects of the commands: `check` with no id, `next`, `solution`, `list` with
    /// each chapter's progress, `check --all` in course order, JSON where results are printed.
    @Suite struct LearnerCommandsTests {
        @Test(
            "check without an id checks the current exercise; next and solution wait for it to pass; list shows progress per chapter"
        )
        func learnerLoop() throws {
            let workspace = TestSupport.scratch("learner")
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: workspace)
            defer { try? FileManager.default.removeItem(at: workspace) }
            let cache = workspace.appending(path: ".checker")
            let run = { (arguments: [String]) in
                PhraseBook.$current.withValue(.english) {
                    TestSupport.runTool(arguments, root: workspace, cache: cache)
                }
            }

            let fresh = run(["list"])
            #expect(fresh.status == 0)
            #expect(fresh.output.contains("Chapter 1: Basics (0/9 done)"))
            #expect(fresh.output.contains("▸ passing") && fresh.output.contains("not checked yet"))

            // The current exercise is the first not known to pass: `passing`, then `failing`.
            let first = run(["check"])
            #expect(first.status == 0 && first.output.contains("✔ passing"), "\(first.output)")
            let second = run(["check"])
            #expect(second.status == 1 && second.output.contains("✘ failing"), "\(second.output)")

            let notYet = run(["next"])
            #expect(notYet.status == 1)
            #expect(notYet.output.contains("failing does not pass yet: finish it first"))

            let refused = run(["solution", "failing"])
            #expect(refused.status == 2)
            #expect(refused.output.contains("no terminal to ask") && refused.output.contains("--yes"))
            let forced = run(["solution", "failing", "--yes"])
            let solution = try String(
                contentsOf: workspace.appending(path: "Solutions/01-Basics/Failing.swift"), encoding: .utf8)
            #expect(forced.status == 0 && forced.output.contains(solution))

            try solution.write(
                to: workspace.appending(path: "Chapters/01-Basics/Exercises/Failing.swift"), atomically: true,
                encoding: .utf8)
            let moved = run(["next"])
            #expect(moved.status == 0, "\(moved.output)")
            #expect(
                moved.output.contains("✔ failing") && moved.output.contains("Next up:")
                    && moved.output.contains("Current exercise: syntax-error"))
            #expect(run(["solution", "failing"]).status == 0, "a passing exercise's solution is shown without asking")

            let listed = run(["list", "--format", "json"])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any])
            #expect(json["done"] as? Int == 2 && json["total"] as? Int == 9)
            let entries = try #require(json["exercises"] as? [[String: Any]])
            #expect(entries.map { $0["standing"] as? String }.prefix(3) == ["done", "done", "not-checked"])
            #expect(entries.first { $0["current"] as? Bool == true }?["id"] as? String == "syntax-error")

            let all = run(["check", "--all", "--jobs", "2"])
            let order = all.output.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("✔ ") || line.hasPrefix("✘ ") else { return nil }
                return line.dropFirst(2).split(separator: " ").first.map(String.init)
            }
            #expect(order == (try Course(root: workspace)).exercises.map(\.id), "check --all reports in course order")
            #expect(run(["list"]).output.contains("Chapter 1: Basics (2/9 done)"))
        }
    }
}

@Suite struct CompilerFixItTests {
    /// What swiftc 6.3 prints (`-diagnostic-style=llvm`) for a value passed where a Binding is expected.
    static let output = """
        /course/Chapters/02-Binding/Exercises/Settings.swift:5:36: error: cannot convert value 'on' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
            func body() { _ = Toggle(isOn: on) }
                                           ^
                                           $
        /course/Chapters/02-Binding/Exercises/Settings.swift:9:5: error: cannot find 'x' in scope
            x = 1
            ^
        """

    @Test("A fix-it the compiler prints under the caret is read and applied to the learner's line")
    func fixItIsRead() throws {
        let diagnostics = CompilerDiagnostic.parse(Self.output)
        #expect(diagnostics.count == 2)
        let first = try #require(diagnostics.first)
        let fixIt = try #require(
            CompileFixIt(source: first.excerpt[0], caret: first.excerpt[1], fixIt: first.fixItLine ?? ""))
        #expect(fixIt.text == "$" && fixIt.replaced == nil)
        #expect(fixIt.fixedLine == "func body() { _ = Toggle(isOn: $on) }")
        #expect(diagnostics[1].fixItLine == nil)
    }

    @Test("A replacement fix-it names what it replaces")
    func replacement() throws {
        let fixIt = try #require(
            CompileFixIt(
                source: "    let x: Int = value", caret: "                 ^~~~~", fixIt: "                 Int(value)")
        )
        #expect(fixIt.replaced == "value" && fixIt.text == "Int(value)")
        #expect(fixIt.fixedLine == "let x: Int = Int(value)")
    }

    @Test("The learner sees the fix-it under the error, in words")
    func shown() {
        let result = ExerciseResult(
            id: "x", status: .compileError, summary: "Your exercise does not compile.", advice: nil, checks: [],
            compileErrors: [
                CompileError(
                    file: "A.swift", line: 5, column: 36, message: "cannot convert value",
                    excerpt: "Toggle(isOn: on)\n             ^",
                    fixIt: CompileFixIt(source: "Toggle(isOn: on)", caret: "             ^", fixIt: "             $"))
            ],
            duration: 0)
        let exercise = Exercise(
            id: "x", title: "X", chapterFolder: "02-Binding", chapterTitle: "Binding", chapterNumber: 2,
            exercisePath: "A.swift", stubPath: "B.swift", solutionPath: "C.swift", checkPath: "D.swift",
            declarations: [], hints: [])
        let text = PhraseBook.$current.withValue(.english) { ResultText.render(result, exercise: exercise) }
        #expect(text.contains("Fix-it: insert `$`, so that the line reads"))
        #expect(text.contains("Toggle(isOn: $on)"))
    }
}
