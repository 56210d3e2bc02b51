import CheckerKit
import Foundation
import Testing

/// Grading attacks (issue 16), each graded by `.grading/run_autograder` against a copy of the
/// fixture course: learner files in `Fixtures/GradingAttacks` (each replaces the `passing`
/// exercise with a wrong counter plus one way to forge a grade) and submission layouts built
/// here (symbolic links to the course's solutions). Every attack must score 0, none may hang,
/// change the pristine course or change the grade of an innocent submission graded after it.
private let attacksFolder = URL(filePath: #filePath).deletingLastPathComponent().appending(
    path: "Fixtures/GradingAttacks")

private struct Graded {
    let exited: ProcessOutcome
    let results: [String: Any]?
    let log: String

    var score: Double? { results?["score"] as? Double }
    var text: String {
        ((results?["output"] as? String) ?? "") + "\n"
            + ((results?["tests"] as? [[String: Any]]) ?? []).map { "\($0["name"] ?? ""): \($0["output"] ?? "")" }
            .joined(separator: "\n")
    }
}

/// One autograder layout (`source`, `submission`, `results`) with a pristine course.
private struct Autograder {
    let root = TestSupport.scratch("sandbox-grading")
    let exercise = "Chapters/01-Basics/Exercises/Passing.swift"

    init() throws {
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root.appending(path: "source"))
    }

    /// Every file of the pristine course with its contents, to compare before and after.
    func courseContents() -> [String: Data] {
        let source = root.appending(path: "source")
        var contents: [String: Data] = [:]
        let files = FileManager.default.enumerator(atPath: source.path)
        while let path = files?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: source.appending(path: path).path) {
                contents[path] = data
            }
        }
        return contents
    }

    /// Grades a submission that `prepare` lays out in an empty submission folder.
    func grade(environment: [String: String] = [:], _ prepare: (URL) throws -> Void) throws -> Graded {
        let submission = root.appending(path: "submission")
        try? FileManager.default.removeItem(at: submission)
        try? FileManager.default.removeItem(at: root.appending(path: "results"))
        try FileManager.default.createDirectory(
            at: submission.appending(path: "Chapters/01-Basics"), withIntermediateDirectories: true)
        try prepare(submission)
        var script = ChildProcess(
            executable: "/bin/bash",
            arguments: [TestSupport.packageRoot.appending(path: ".grading/run_autograder").path], timeLimit: 400)
        script.extraEnvironment = [
            "AUTOGRADER_ROOT": root.path, "CHECKER": TestSupport.checkerExecutable.path, "GRADING_DEADLINE": "300",
            "CHECK_TIME_LIMIT": "5", "GRADER_SECRET": "1", "TMUX": "/tmp/tmux-0/default,1,0",
            "SSH_AUTH_SOCK": "/tmp/agent.sock",
        ].merging(environment) { _, new in new }
        script.capturedErrorLimits = (head: 20_000, tail: 0)
        let finished = script.run()
        let data = FileManager.default.contents(atPath: root.appending(path: "results/results.json").path)
        let results = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        return Graded(exited: finished.outcome, results: results, log: finished.standardError?.text ?? "")
    }

    /// A submission of one learner file, `@ROOT@` replaced by the layout's root.
    func graded(attack: String, environment: [String: String] = [:]) throws -> Graded {
        let text = try String(contentsOf: attacksFolder.appending(path: attack), encoding: .utf8)
            .replacingOccurrences(of: "@ROOT@", with: root.path)
        return try grade(environment: environment) { submission in
            let file = submission.appending(path: exercise)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: false, encoding: .utf8)
        }
    }

    /// The innocent submission: the shipped stub of `passing`, which passes (1 point of 9).
    func gradedInnocent(environment: [String: String] = [:]) throws -> Graded {
        try grade(environment: environment) { submission in
            let file = submission.appending(path: exercise)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot.appending(path: exercise), to: file)
        }
    }
}

extension CompilingTests {
    @Suite struct SandboxGrading {
        @Test("Every attack scores 0 and is named; none hangs, changes the course or the next grade")
        func attacksScoreZero() throws {
            try #require(Sandbox.available.kind == .bubblewrap, "bubblewrap is needed: \(Sandbox.available.summary)")
            let grader = try Autograder()
            let pristine = grader.courseContents()
            let before = try grader.gradedInnocent()
            #expect(before.exited == .exited(0), "\(before.log)")
            #expect(before.score == 1, "\(before.text)")
            #expect(before.text.contains("Isolation: bubblewrap"))

            let attacks: [(name: String, named: String)] = [
                ("ReachGrader.swift", "Integrity: the file reads /proc"),
                ("ReadSolutions.swift", "Isolation: bubblewrap"),
                ("SectionRelay.swift", "`@section` is not allowed"),
                ("ForeignImport.swift", "`import Glibc` is not allowed"),
                ("CarriageReturns.swift", "`@_silgen_name` is not allowed"),
                ("ChannelRelay.swift", "Integrity: the file uses descriptors directly"),
                ("ForkBomb.swift", "Process limit: the code under check tried to start more than 256 processes"),
            ]
            for attack in attacks {
                let graded = try grader.graded(attack: attack.name)
                #expect(graded.exited == .exited(0), "\(attack.name): \(graded.log)")
                #expect(graded.score == 0, "\(attack.name): \(graded.text)")
                #expect(graded.text.contains(attack.named), "\(attack.name): \(graded.text)")
            }

            // Submission layouts: the exercise file, or its folder, a link into the course's solutions.
            let solution = grader.root.appending(path: "source/Solutions/01-Basics")
            let fileLink = try grader.grade { submission in
                try FileManager.default.createDirectory(
                    at: submission.appending(path: "Chapters/01-Basics/Exercises"), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(
                    at: submission.appending(path: grader.exercise),
                    withDestinationURL: solution.appending(path: "Passing.swift"))
            }
            #expect(fileLink.score == 0, "\(fileLink.text)")
            #expect(
                fileLink.text.contains("Link refused: Chapters/01-Basics/Exercises/Passing.swift"), "\(fileLink.text)")
            let folderLink = try grader.grade { submission in
                try FileManager.default.createSymbolicLink(
                    at: submission.appending(path: "Chapters/01-Basics/Exercises"), withDestinationURL: solution)
            }
            #expect(folderLink.score == 0, "\(folderLink.text)")
            #expect(
                folderLink.text.contains("Link refused: Chapters/01-Basics/Exercises is a symbolic link"),
                "\(folderLink.text)")

            let after = try grader.gradedInnocent()
            #expect(after.score == before.score, "\(after.text)")
            #expect(grader.courseContents() == pristine)
            let leftBehind = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
                .filter { $0.hasPrefix("checker-grading-") }
            #expect(leftBehind.isEmpty, "\(leftBehind)")
        }

        @Test("The code under check cannot open the host's kernel settings for writing, nor trace another process")
        func kernelSettingsAndTracing() throws {
            try #require(geteuid() == 0, "the escape needs a root grader")
            try #require(Sandbox.available.kind == .bubblewrap, "bubblewrap is needed: \(Sandbox.available.summary)")
            let grader = try Autograder()
            let corePattern = try String(contentsOfFile: "/proc/sys/kernel/core_pattern", encoding: .utf8)
            for attack in ["KernelSettings.swift", "TraceParent.swift"] {
                let graded = try grader.graded(attack: attack)
                #expect(graded.exited == .exited(0), "\(attack): \(graded.log)")
                #expect(graded.score == 0, "\(attack): \(graded.text)")
            }
            #expect(try String(contentsOfFile: "/proc/sys/kernel/core_pattern", encoding: .utf8) == corePattern)
        }

        @Test(
            "Printed words never make the checker's own: no 'machine' failure from 'bwrap:', no process-limit note from 'Cannot fork'"
        )
        func forgedCheckerWords() throws {
            try #require(Sandbox.available.kind == .bubblewrap, "bubblewrap is needed: \(Sandbox.available.summary)")
            let grader = try Autograder()
            let machine = try grader.graded(attack: "ForgedMachineFailure.swift")
            #expect(machine.score == 0, "\(machine.text)")
            #expect(!machine.text.contains("The sandbox could not start"), "\(machine.text)")
            #expect(!machine.text.contains("problem of the machine"), "\(machine.text)")
            let fork = try grader.graded(attack: "ForgedForkFailure.swift")
            #expect(fork.score == 1, "\(fork.text)")
            #expect(!fork.text.contains("Process limit"), "\(fork.text)")
        }

        @Test("Another object at the results channel's descriptor while the checks run is seen from outside: no grade")
        func swappedChannel() throws {
            try #require(Sandbox.available.kind != .none, "a sandbox is needed: \(Sandbox.available.summary)")
            let grader = try Autograder()
            let graded = try grader.graded(attack: "ChannelSwap.swift")
            #expect(graded.score == 0, "\(graded.text)")
            #expect(graded.text.contains("replaced the checker's results channel (descriptor 3)"), "\(graded.text)")
        }

        @Test("Without user namespaces (CHECKER_SANDBOX=user), each runner is a user of its own; every attack scores 0")
        func unprivilegedFallback() throws {
            try #require(geteuid() == 0, "the unprivileged user is root's fallback")
            let grader = try Autograder()
            let pristine = grader.courseContents()
            let environment = ["CHECKER_SANDBOX": "user"]
            let before = try grader.gradedInnocent(environment: environment)
            #expect(before.exited == .exited(0), "\(before.log)")
            #expect(before.score == 1, "\(before.text)")
            #expect(before.text.contains("Isolation: each run as its own unprivileged user"), "\(before.text)")
            for attack in ["ReachGrader.swift", "ReadSolutions.swift", "ChannelRelay.swift", "ForkBomb.swift"] {
                let graded = try grader.graded(attack: attack, environment: environment)
                #expect(graded.exited == .exited(0), "\(attack): \(graded.log)")
                #expect(graded.score == 0, "\(attack): \(graded.text)")
            }
            let after = try grader.gradedInnocent(environment: environment)
            #expect(after.score == before.score, "\(after.text)")
            #expect(grader.courseContents() == pristine)
            let leftBehind = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
                .filter { $0.hasPrefix("checker-user-") || $0.hasPrefix("checker-grading-") }
            #expect(leftBehind.isEmpty, "\(leftBehind)")
        }

        @Test("run_autograder fails loudly, with a grade of 0 that says why, when the checker does not finish")
        func checkerThatDoesNotFinish() throws {
            let root = TestSupport.scratch("unfinished-grading")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(
                at: root.appending(path: "submission"), withIntermediateDirectories: true)
            // A "checker" that stops itself: only the deadline can end it.
            let fake = root.appending(path: "stopped-checker")
            try "#!/bin/sh\necho '{\"score\": 9}' > /dev/stderr\nkill -STOP $$\n".write(
                to: fake, atomically: false, encoding: .utf8)
            chmod(fake.path, 0o755)
            var script = ChildProcess(
                executable: "/bin/bash",
                arguments: [TestSupport.packageRoot.appending(path: ".grading/run_autograder").path], timeLimit: 60)
            script.extraEnvironment = [
                "AUTOGRADER_ROOT": root.path, "CHECKER": fake.path, "GRADING_DEADLINE": "2", "GRADING_GRACE": "2",
            ]
            script.capturedErrorLimits = (head: 20_000, tail: 0)
            let finished = script.run()
            #expect(finished.outcome == .exited(1))
            #expect(finished.standardError?.text.contains("the checker did not finish") == true)
            // The fake checker's own `{"score": 9}` is never the grade: Gradescope reads 0, and why.
            let data = try Data(contentsOf: root.appending(path: "results/results.json"))
            let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(results["score"] as? Double == 0)
            #expect((results["output"] as? String)?.contains("grading deadline (2 seconds)") == true, "\(results)")
        }
    }
}
