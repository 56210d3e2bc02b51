import CheckerKit
import Foundation
import Testing

@Suite struct HintAndResetTests {
    @Test("Hints are revealed one at a time, and the last one points at the solution")
    func hints() {
        let cache = TestSupport.scratch("hints")
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = TestSupport.runTool(["hint", "failing"], cache: cache)
        #expect(first.status == 0)
        #expect(first.output.contains("Hint 1 of 2: First hint for failing."))
        #expect(!first.output.contains("Second hint"))
        let second = TestSupport.runTool(["hint", "failing"], cache: cache).output
        #expect(second.contains("Hint 2 of 2: Second hint for failing."))
        #expect(second.contains("Solutions/01-Basics/Failing.swift"))
    }

    @Test("An unknown id is explained, with exit status 2")
    func unknownID() {
        let run = TestSupport.runTool(["check", "no-such-exercise"])
        #expect(run.status == 2)
        #expect(run.output.contains("There is no exercise \"no-such-exercise\""))
    }

    @Test("reset backs up the learner's file, then restores the stub committed in git")
    func reset() throws {
        let workspace = TestSupport.scratch("reset")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: workspace)
        let git = { (arguments: [String]) in
            ChildProcess(executable: "/usr/bin/git", arguments: ["-C", workspace.path, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments, timeLimit: 30).run().outcome
        }
        #expect(git(["init", "-q"]) == .exited(0))
        #expect(git(["add", "."]) == .exited(0))
        #expect(git(["commit", "-qm", "course"]) == .exited(0))
        let stub = workspace.appending(path: "Chapters/01-Basics/Exercises/Failing.swift")
        let shipped = try String(contentsOf: stub, encoding: .utf8)
        try "// my attempt\n".write(to: stub, atomically: true, encoding: .utf8)

        let run = TestSupport.runTool(["reset", "failing"], root: workspace, cache: workspace.appending(path: ".checker"))
        #expect(run.status == 0)
        #expect(try String(contentsOf: stub, encoding: .utf8) == shipped)
        let backupLine = try #require(run.output.split(separator: "\n").first { $0.contains("backed up at ") })
        let backup = String(backupLine.split(separator: "backed up at ").last ?? "")
        #expect(try String(contentsOf: URL(filePath: backup), encoding: .utf8) == "// my attempt\n")
    }
}
