import CheckerKit
import Foundation
import Testing

/// Attacks on a test-writing exercise (issue 16, item 5), graded by `.grading/run_autograder`
/// against a copy of `Fixtures/TestWritingCourse` (one exercise, `tally-tests`, with two
/// planted bugs): learner test files in `Fixtures/GradingAttacks/TestWriting*.swift` that test
/// nothing but try to tell the correct feature's run from the planted bugs' runs (a marker left
/// by an earlier run; the bug's name in the run's surroundings; the libraries' dates). Each must
/// pass against every version, so that both planted bugs survive and the exercise scores 0.
private let fixtures = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

/// The planted bugs of `tally-tests`, by file name.
private let plantedBugs = ["bug-add-ignores-amount", "bug-reset-keeps-count"]

/// Where the marker attack writes outside its run's own folders, on the machine.
private let sharedMarkers = ["/tmp", "/var/tmp", "/dev/shm"].map { $0 + "/.tally-tests-ran" }

/// A Gradescope `results.json` of the one-exercise course.
private struct TallyGrade {
    let exited: ProcessOutcome
    let results: [String: Any]?
    let log: String

    var score: Double? { results?["score"] as? Double }
    var tests: [[String: Any]] { (results?["tests"] as? [[String: Any]]) ?? [] }
    var text: String {
        ((results?["output"] as? String) ?? "") + "\n"
            + tests.map { "\($0["name"] ?? "") [\($0["status"] ?? "")]: \($0["output"] ?? "")" }
            .joined(separator: "\n")
    }

    /// The status of the test "tally-tests: catches <bug>: …".
    func caught(_ bug: String) -> String? {
        tests.first { ($0["name"] as? String)?.hasPrefix("tally-tests: catches \(bug):") == true }?["status"]
            as? String
    }
}

/// Grades learner test files for `tally-tests` with `run_autograder` in a fresh layout.
private func grade(_ learnerFile: URL, environment: [String: String] = [:]) throws -> TallyGrade {
    let root = TestSupport.scratch("test-writing-grading")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        at: fixtures.appending(path: "TestWritingCourse"), to: root.appending(path: "source"))
    let exercise = root.appending(path: "submission/Chapters/01-Tally/Exercises/TallyTests.swift")
    try FileManager.default.createDirectory(
        at: exercise.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: learnerFile, to: exercise)
    var script = ChildProcess(
        executable: "/bin/bash",
        arguments: [TestSupport.packageRoot.appending(path: ".grading/run_autograder").path], timeLimit: 400)
    script.extraEnvironment = [
        "AUTOGRADER_ROOT": root.path, "CHECKER": TestSupport.checkerExecutable.path, "GRADING_DEADLINE": "300",
        "CHECK_TIME_LIMIT": "10",
    ].merging(environment) { _, new in new }
    script.capturedErrorLimits = (head: 20_000, tail: 0)
    let finished = script.run()
    let data = FileManager.default.contents(atPath: root.appending(path: "results/results.json").path)
    let results = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    return TallyGrade(exited: finished.outcome, results: results, log: finished.standardError?.text ?? "")
}

private func removeSharedMarkers() {
    for marker in sharedMarkers { try? FileManager.default.removeItem(atPath: marker) }
}

extension CompilingTests {
    @Suite struct SandboxTestWriting {
        @Test("A test that only tells its runs apart catches no planted bug: each run is fresh and identical")
        func runsCannotBeToldApart() throws {
            try #require(Sandbox.available.kind == .bubblewrap, "bubblewrap is needed: \(Sandbox.available.summary)")
            removeSharedMarkers()
            defer { removeSharedMarkers() }
            let solution = try grade(fixtures.appending(path: "TestWritingCourse/Solutions/01-Tally/TallyTests.swift"))
            #expect(solution.exited == .exited(0), "\(solution.log)")
            #expect(solution.score == 1, "\(solution.text)")
            for bug in plantedBugs { #expect(solution.caught(bug) == "passed", "\(solution.text)") }

            for attack in ["TestWritingMarker.swift", "TestWritingSurroundings.swift", "TestWritingFileDates.swift"] {
                let graded = try grade(fixtures.appending(path: "GradingAttacks/\(attack)"))
                #expect(graded.exited == .exited(0), "\(attack): \(graded.log)")
                #expect(graded.score == 0, "\(attack): \(graded.text)")
                // It passed against the correct feature and against every planted bug.
                #expect(
                    graded.tests.contains {
                        ($0["name"] as? String)?.hasPrefix("tally-tests: passes against the correct feature") == true
                            && $0["status"] as? String == "passed"
                    }, "\(attack): \(graded.text)")
                for bug in plantedBugs {
                    #expect(graded.caught(bug) == "failed", "\(attack): \(graded.text)")
                }
                #expect(graded.text.contains("Every test passed against a feature with this bug"), "\(attack)")
            }
        }

        @Test(
            "Words of bubblewrap's printed by the code under check are not the sandbox failing: no retry, no 'machine' failure"
        )
        func forgedSandboxFailure() throws {
            try #require(Sandbox.available.kind == .bubblewrap, "bubblewrap is needed: \(Sandbox.available.summary)")
            let graded = try grade(fixtures.appending(path: "GradingAttacks/TestWritingForgedMachineFailure.swift"))
            #expect(graded.exited == .exited(0), "\(graded.log)")
            #expect(graded.score == 0, "\(graded.text)")
            #expect(!graded.text.contains("The sandbox could not start"), "\(graded.text)")
            #expect(!graded.text.contains("problem of the machine"), "\(graded.text)")
        }

        @Test("Without the sandbox's private /tmp the marker attack does tell the runs apart (the attack is real)")
        func markerWorksWithoutSandbox() throws {
            removeSharedMarkers()
            defer { removeSharedMarkers() }
            let graded = try grade(
                fixtures.appending(path: "GradingAttacks/TestWritingMarker.swift"),
                environment: ["CHECKER_SANDBOX": "none", "CHECKER_REPORT_OPTIONS": "--allow-unsandboxed"])
            #expect(graded.exited == .exited(0), "\(graded.log)")
            // Only the first run passes: either the correct feature ran first and every bug is
            // "caught", or it ran later and the tests fail against it.
            let survivors = plantedBugs.filter { graded.caught($0) == "failed" }
            #expect(survivors.count < plantedBugs.count, "\(graded.text)")
        }

        @Test("As the unprivileged user (CHECKER_SANDBOX=user), a marker in a shared folder does not survive a run")
        func markerAsUnprivilegedUser() throws {
            try #require(geteuid() == 0, "the unprivileged user is root's fallback")
            removeSharedMarkers()
            defer { removeSharedMarkers() }
            let graded = try grade(
                fixtures.appending(path: "GradingAttacks/TestWritingMarker.swift"),
                environment: ["CHECKER_SANDBOX": "user"])
            #expect(graded.exited == .exited(0), "\(graded.log)")
            #expect(graded.text.contains("Isolation: each run as its own unprivileged user"), "\(graded.text)")
            #expect(graded.score == 0, "\(graded.text)")
            for bug in plantedBugs { #expect(graded.caught(bug) == "failed", "\(graded.text)") }
            #expect(sharedMarkers.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
        }
    }
}
