import CheckerKit
import Foundation
import Testing

/// A learner file that writes its own complete, passing run on the results channel, without the
/// run's key or canaries, and ends the runner (`Fixtures/GradingAttacks/ForgedCompleteRun.swift`),
/// graded by `.grading/run_autograder` in place of the fixture course's `passing` exercise.
extension CompilingTests {
    @Suite struct ForgedRunGrading {
        @Test("A complete forged run scores 0 and is named as tampering")
        func forgedRunScoresZero() throws {
            try #require(Sandbox.available.kind != .none, "grading needs a sandbox: \(Sandbox.available.summary)")
            let root = TestSupport.scratch("forged-run")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root.appending(path: "source"))
            let exercise = root.appending(path: "submission/Chapters/01-Basics/Exercises/Passing.swift")
            try FileManager.default.createDirectory(
                at: exercise.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: URL(filePath: #filePath).deletingLastPathComponent().appending(
                    path: "Fixtures/GradingAttacks/ForgedCompleteRun.swift"),
                to: exercise)
            var script = ChildProcess(
                executable: "/bin/bash",
                arguments: [TestSupport.packageRoot.appending(path: ".grading/run_autograder").path], timeLimit: 600)
            script.extraEnvironment = [
                "AUTOGRADER_ROOT": root.path, "CHECKER": TestSupport.checkerExecutable.path, "CHECK_TIME_LIMIT": "10",
            ]
            script.capturedErrorLimits = (head: 20_000, tail: 0)
            let finished = script.run()
            #expect(finished.outcome == .exited(0), "\(finished.standardError?.text ?? "")")
            let data = try Data(contentsOf: root.appending(path: "results/results.json"))
            let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(results["score"] as? Double == 0)
            let passing = ((results["tests"] as? [[String: Any]]) ?? []).filter {
                ($0["name"] as? String)?.hasPrefix("passing:") == true
            }
            #expect(!passing.isEmpty && passing.allSatisfy { $0["status"] as? String == "failed" })
            #expect(passing.contains { ($0["output"] as? String)?.contains("tampered with") == true }, "\(passing)")
        }
    }
}
