import CheckerKit
import Foundation
import Testing

/// `.grading/run_autograder` leaves a `results.json` that says why on every failure (Gradescope
/// shows its `output` to the student), survives a submission of many nested `Chapters` folders,
/// and ends the whole grading at its deadline: no process and no workspace left behind.
private struct AutograderLayout {
    let root = TestSupport.scratch("autograder-failure")
    var temporary: URL { root.appending(path: "tmp") }

    init() throws {
        try FileManager.default.createDirectory(
            at: root.appending(path: "submission"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    /// A fake checker: a shell script with `body`.
    func fakeChecker(_ body: String) throws -> URL {
        let fake = root.appending(path: "fake-checker")
        try "#!/bin/sh\n\(body)\n".write(to: fake, atomically: false, encoding: .utf8)
        chmod(fake.path, 0o755)
        return fake
    }

    /// Runs the script with `checker`, in this layout, with `TMPDIR` in the layout.
    func run(checker: URL, environment: [String: String] = [:]) -> (outcome: ProcessOutcome, log: String) {
        var script = ChildProcess(
            executable: "/bin/bash",
            arguments: [TestSupport.packageRoot.appending(path: ".grading/run_autograder").path], timeLimit: 600)
        script.extraEnvironment = [
            "AUTOGRADER_ROOT": root.path, "CHECKER": checker.path, "TMPDIR": temporary.path,
        ].merging(environment) { _, new in new }
        script.capturedErrorLimits = (head: 20_000, tail: 0)
        let finished = script.run()
        return (finished.outcome, finished.standardError?.text ?? "")
    }

    /// The results.json Gradescope would read.
    var results: [String: Any]? {
        FileManager.default.contents(atPath: root.appending(path: "results/results.json").path).flatMap {
            try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
        }
    }

    /// Processes whose command line names this layout (a compiler of the workspace, a runner).
    var processesLeft: [String] {
        let me = ProcessInfo.processInfo.processIdentifier
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { name in
            guard let pid = Int32(name), pid != me,
                let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline")
            else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(root.path) ? "\(pid): \(line)" : nil
        }
    }
}

extension CompilingTests {
    @Suite struct AutograderFailures {
        @Test("A checker that crashes leaves a results.json of 0 that says so")
        func checkerCrash() throws {
            let layout = try AutograderLayout()
            defer { try? FileManager.default.removeItem(at: layout.root) }
            let graded = layout.run(checker: try layout.fakeChecker("kill -SEGV $$"))
            #expect(graded.outcome == .exited(1))
            let results = try #require(layout.results, "no results.json: \(graded.log)")
            #expect(results["score"] as? Double == 0)
            #expect((results["output"] as? String)?.contains("stopped unexpectedly (exit status 139)") == true)
        }

        @Test("A checker that ends without a grade, or a course that does not build, leaves a results.json of 0")
        func noGrade() throws {
            let layout = try AutograderLayout()
            defer { try? FileManager.default.removeItem(at: layout.root) }
            let graded = layout.run(checker: try layout.fakeChecker("exit 1"))
            #expect(graded.outcome == .exited(1))
            #expect((layout.results?["output"] as? String)?.contains("without writing a grade") == true)

            // No CHECKER: the script builds the course in `source`, which here is no package.
            var script = ChildProcess(
                executable: "/bin/bash",
                arguments: [TestSupport.packageRoot.appending(path: ".grading/run_autograder").path], timeLimit: 300)
            script.extraEnvironment = ["AUTOGRADER_ROOT": layout.root.path, "TMPDIR": layout.temporary.path]
            script.capturedErrorLimits = (head: 20_000, tail: 0)
            #expect(script.run().outcome == .exited(1))
            #expect(layout.results?["score"] as? Double == 0)
            #expect((layout.results?["output"] as? String)?.contains("could not be built") == true)
        }

        @Test("Many folders holding nested Chapters folders: the submission is graded; no SIGPIPE ends the script")
        func manyNestedChapters() throws {
            let layout = try AutograderLayout()
            defer { try? FileManager.default.removeItem(at: layout.root) }
            let submission = layout.root.appending(path: "submission")
            for index in 0..<300 {
                try FileManager.default.createDirectory(
                    at: submission.appending(path: "folder-number-\(index)/Chapters/Chapters"),
                    withIntermediateDirectories: true)
            }
            // A checker that writes a grade of 1 where it is told to.
            let checker = try layout.fakeChecker(
                #"while [ $# -gt 0 ]; do [ "$1" = --output ] && echo '{"score": 1}' > "$2"; shift; done; exit 1"#)
            let graded = layout.run(checker: checker)
            #expect(graded.outcome == .exited(0), "\(graded.log)")
            #expect(layout.results?["score"] as? Double == 1)
        }

        @Test("At the deadline grading ends whole: a results.json of 0 says so; no process, no workspace left")
        func deadline() throws {
            try #require(Sandbox.available.kind != .none, "grading needs a sandbox: \(Sandbox.available.summary)")
            let layout = try AutograderLayout()
            defer { try? FileManager.default.removeItem(at: layout.root) }
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: layout.root.appending(path: "source"))
            try FileManager.default.removeItem(at: layout.root.appending(path: "submission"))
            // The fixture course as submitted: its `InfiniteLoop` exercise runs until the deadline.
            try FileManager.default.copyItem(
                at: TestSupport.fixtureRoot, to: layout.root.appending(path: "submission"))
            let graded = layout.run(
                checker: TestSupport.checkerExecutable,
                environment: ["GRADING_DEADLINE": "20", "GRADING_GRACE": "5", "CHECK_TIME_LIMIT": "600"])
            let left = try FileManager.default.contentsOfDirectory(atPath: layout.temporary.path)
            #expect(left.isEmpty, "left in TMPDIR: \(left)")
            #expect(layout.processesLeft.isEmpty, "\(layout.processesLeft)")
            #expect(graded.outcome == .exited(1), "\(graded.log)")
            let results = try #require(layout.results, "no results.json: \(graded.log)")
            #expect(results["score"] as? Double == 0)
            #expect((results["output"] as? String)?.contains("grading deadline (20 seconds)") == true, "\(results)")
        }
    }
}
