import Foundation
import Testing

@testable import CheckerKit

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

    @Test(
        "Under a Korean locale the hints are the manifest's Korean ones; English where they are missing or miscounted")
    func koreanHints() {
        let cache = TestSupport.scratch("hints-ko")
        defer { try? FileManager.default.removeItem(at: cache) }
        var exercise = Exercise(
            id: "failing", title: "F", chapterFolder: "01-Basics", chapterTitle: "Basics", chapterNumber: 1,
            exercisePath: "A.swift", stubPath: "B.swift", solutionPath: "C.swift", checkPath: "D.swift",
            declarations: [], hints: ["one", "two"])
        exercise.translatedHints = ["ko": ["하나", "둘"]]
        PhraseBook.$current.withValue(.korean) {
            let first = HintCommand.text(for: exercise, log: .inCache(cache))
            #expect(first.contains("하나") && !first.contains("one"), "\(first)")
            exercise.translatedHints = ["ko": ["하나"]]
            let second = HintCommand.text(for: exercise, log: .inCache(cache))
            #expect(second.contains("two"), "a miscounted translation falls back to English: \(second)")
        }
        let english = HintCommand.text(for: exercise, log: .inCache(cache))
        #expect(english.contains("two") && !english.contains("둘"), "\(english)")
    }

    @Test("The JSON report says how many hints a learner has been shown, of how many")
    func hintCountInReport() throws {
        let cache = TestSupport.scratch("hint-count")
        defer { try? FileManager.default.removeItem(at: cache) }
        let exercise = Exercise(
            id: "failing", title: "F", chapterFolder: "01-Basics", chapterTitle: "Basics", chapterNumber: 1,
            exercisePath: "A.swift", stubPath: "B.swift", solutionPath: "C.swift", checkPath: "D.swift",
            declarations: [], hints: ["one", "two", "three"])
        let result = ExerciseResult(
            id: "failing", status: .failed, summary: "1 of 1 checks failed.", advice: nil, checks: [],
            compileErrors: [], duration: 0)
        let log = HintLog.inCache(cache)
        #expect(JSONReport.Entry(result, exercise: exercise, file: "A.swift", hints: log).hintsUsed == 0)
        log.setShownCount(2, for: "failing")
        let entry = JSONReport.Entry(result, exercise: exercise, file: "A.swift", hints: log)
        #expect(entry.hintsUsed == 2 && entry.hintsAvailable == 3)
        #expect(JSONReport.Entry(result, exercise: exercise, file: "A.swift").hintsUsed == nil)
        let json = String(decoding: try JSONEncoder().encode(entry), as: UTF8.self)
        #expect(json.contains("\"hintsUsed\":2"))
    }

    @Test("An unknown id is explained, with exit status 2")
    func unknownID() {
        let run = TestSupport.runTool(["check", "no-such-exercise"])
        #expect(run.status == 2)
        #expect(run.output.contains("There is no exercise \"no-such-exercise\""))
    }

    @Test("reset restores the course's shipped stub even after the learner committed their work, backing it up first")
    func reset() throws {
        let workspace = TestSupport.scratch("reset")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: workspace)
        let git = { (arguments: [String]) in
            ChildProcess(
                executable: "/usr/bin/git",
                arguments: ["-C", workspace.path, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments,
                timeLimit: 30
            ).run().outcome
        }
        #expect(git(["init", "-q"]) == .exited(0))
        #expect(git(["add", "."]) == .exited(0))
        #expect(git(["commit", "-qm", "course"]) == .exited(0))
        let stub = workspace.appending(path: "Chapters/01-Basics/Exercises/Failing.swift")
        let shipped = try String(
            contentsOf: workspace.appending(path: "Tests/Stubs/01-Basics/Failing.swift"), encoding: .utf8)
        try "// my attempt\n".write(to: stub, atomically: true, encoding: .utf8)
        #expect(git(["commit", "-qam", "my work"]) == .exited(0))

        let cache = workspace.appending(path: ".checker")
        let run = TestSupport.runTool(["reset", "failing"], root: workspace, cache: cache)
        #expect(run.status == 0)
        #expect(try String(contentsOf: stub, encoding: .utf8) == shipped)
        let backupLine = try #require(run.output.split(separator: "\n").first { $0.contains("backed up at ") })
        let backup = String(backupLine.split(separator: "backed up at ").last ?? "")
        #expect(try String(contentsOf: URL(filePath: backup), encoding: .utf8) == "// my attempt\n")

        // Nothing changed since: no second backup.
        let again = TestSupport.runTool(["reset", "failing"], root: workspace, cache: cache)
        #expect(again.status == 0)
        #expect(again.output.contains("already is the original stub"))
        #expect(!again.output.contains("backed up"))
    }

    @Test("Two resets in the same second keep both backups")
    func twoResetsInOneSecond() throws {
        let workspace = TestSupport.scratch("reset-twice")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: workspace)
        let stub = workspace.appending(path: "Chapters/01-Basics/Exercises/Failing.swift")
        let cache = workspace.appending(path: ".checker")
        var backups: [String] = []
        for attempt in ["// first\n", "// second\n"] {
            try attempt.write(to: stub, atomically: true, encoding: .utf8)
            let run = TestSupport.runTool(["reset", "failing"], root: workspace, cache: cache)
            let line = try #require(run.output.split(separator: "\n").first { $0.contains("backed up at ") })
            backups.append(String(line.split(separator: "backed up at ").last ?? ""))
        }
        #expect(Set(backups).count == 2)
        #expect(try String(contentsOf: URL(filePath: backups[0]), encoding: .utf8) == "// first\n")
        #expect(try String(contentsOf: URL(filePath: backups[1]), encoding: .utf8) == "// second\n")
    }

    @Test("An exercise path that is a folder or a symbolic link is reported as such, and reset explains in words")
    func folderAndLink() throws {
        let workspace = TestSupport.scratch("odd-paths")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: workspace)
        let cache = workspace.appending(path: ".checker")
        let failing = workspace.appending(path: "Chapters/01-Basics/Exercises/Failing.swift")
        try FileManager.default.removeItem(at: failing)
        try FileManager.default.createDirectory(at: failing, withIntermediateDirectories: false)
        let folder = try TestSupport.report(
            TestSupport.runTool(["check", "failing", "--format", "json"], root: workspace, cache: cache).output)
        #expect(folder.exercises?.first?.summary.contains("is a folder, not a Swift file") == true)
        let reset = TestSupport.runTool(["reset", "failing"], root: workspace, cache: cache)
        #expect(reset.status == 2)
        #expect(reset.output.contains("is a folder, not a file"))
        #expect(!reset.output.contains("NSCocoaErrorDomain"))

        let passing = workspace.appending(path: "Chapters/01-Basics/Exercises/Passing.swift")
        try FileManager.default.removeItem(at: passing)
        try FileManager.default.createSymbolicLink(
            at: passing, withDestinationURL: workspace.appending(path: "Solutions/01-Basics/Passing.swift"))
        let link = try TestSupport.report(
            TestSupport.runTool(["check", "passing", "--format", "json"], root: workspace, cache: cache).output)
        #expect(link.exercises?.first?.status == .missingFile)
        #expect(link.exercises?.first?.summary.contains("is a symbolic link") == true)
    }
}
