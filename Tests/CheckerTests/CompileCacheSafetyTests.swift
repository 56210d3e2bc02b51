@testable import CheckerKit
import Foundation
import Testing

/// A remembered driver plan replayed in a new folder compiles whatever the driver would have.
@Suite struct DriverPlanReplayTests {
    /// Three tiny files: with three or more inputs a whole-module compile's driver writes a
    /// supplementary-output map while it plans (Swift 6.3.1), which only its own folder has.
    private func inputs(in folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let texts = [
            "func one() -> Int { 1 }", "func two() -> Int { 2 }",
            "@main struct Main { static func main() { print(one() + two()) } }",
        ]
        return try zip(["One.swift", "Two.swift", "Main.swift"], texts).map { name, text in
            let file = folder.appending(path: name)
            try text.write(to: file, atomically: false, encoding: .utf8)
            return file.path
        }
    }

    /// Compiles the three files in `folder` as the checker does: the plan from `memo`, each job started directly.
    private func compile(
        in folder: URL, memo: FileFingerprints, compiler: String
    ) throws -> (status: ProcessOutcome, log: String) {
        let sources = try inputs(in: folder)
        let output = folder.appending(path: "program").path
        let arguments =
            ["-parse-as-library", "-swift-version", "6", "-Onone", "-wmo", "-module-name", "Three"] + sources + [
                "-o", output,
            ]
        let jobs = try #require(
            DriverJobs.plan(
                compiler: compiler, arguments: arguments, folder: folder, source: nil, memo: memo,
                toolchainVersion: "test"))
        var log = ""
        for job in jobs {
            var process = ChildProcess(executable: job.executable, arguments: job.arguments, timeLimit: 120)
            process.capturedOutputLimit = 64 * 1024
            process.capturedErrorLimits = (head: 64 * 1024, tail: 0)
            process.extraEnvironment = ["TMPDIR": folder.path]
            let finished = process.run()
            log += finished.standardError?.text ?? ""
            if finished.outcome != .exited(0) { return (finished.outcome, log) }
        }
        return (.exited(0), log)
    }

    @Test(
        "A plan for three inputs, remembered in one check's folder, compiles in the next check's folder (its planned supplementary-output map is written again)"
    )
    func threeInputsReplayInAnotherFolder() throws {
        let compiler = try Toolchain.locate().compiler
        let scratch = TestSupport.scratch("driver-replay")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let memo = FileFingerprints(storeURL: nil, seal: nil)
        let first = try compile(in: scratch.appending(path: "check-1"), memo: memo, compiler: compiler)
        #expect(first.status == .exited(0), "\(first.log)")
        try FileManager.default.removeItem(at: scratch.appending(path: "check-1"))

        let second = try compile(in: scratch.appending(path: "check-2"), memo: memo, compiler: compiler)
        #expect(second.status == .exited(0), "the replayed plan failed: \(second.log)")
        #expect(FileManager.default.isExecutableFile(atPath: scratch.appending(path: "check-2/program").path))
    }

    @Test(
        "The files a plan's jobs read are recorded with the plan, placeholders in their paths, and written again for the next folder, JSON escapes and all"
    )
    func plannedFilesAreRecordedAndWrittenAgain() throws {
        let scratch = TestSupport.scratch("planned-files")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folderA = scratch.appending(path: "a").path
        let folderB = scratch.appending(path: "b").path
        let temporary = folderA + "/TemporaryDirectory.x1"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let escapedA = folderA.replacingOccurrences(of: "/", with: "\\/")
        try #"{ "\#(escapedA)\/One.swift" : { } }"#.write(
            toFile: temporary + "/supplementaryOutputs-1", atomically: false, encoding: .utf8)
        let listing = """
            /tc/swift-frontend -frontend -c \(folderA)/One.swift \(folderA)/Two.swift \(folderA)/Main.swift -supplementary-output-file-map \(temporary)/supplementaryOutputs-1 -o \(temporary)/T-1.o
            /tc/swift-autolink-extract \(temporary)/T-1.o -o \(temporary)/T-2.autolink
            /tc/clang \(temporary)/T-1.o @\(temporary)/T-2.autolink -o \(folderA)/program
            """
        let parsed = try #require(DriverJobs.parse(listing, folder: folderA, source: nil))
        #expect(!parsed.readsOnlyProvidedFiles, "without its map the first job reads a file nothing provides")
        let plan = try #require(parsed.recordingPlannedFiles(folder: folderA, source: nil))
        #expect(plan.files.map(\.path) == [DriverJobs.folderToken + "/TemporaryDirectory.x1/supplementaryOutputs-1"])
        #expect(!plan.files[0].contents.contains(escapedA))

        let jobs = try #require(plan.prepared(folder: folderB, source: nil))
        #expect(jobs[0].arguments.contains("\(folderB)/TemporaryDirectory.x1/supplementaryOutputs-1"))
        let written = try String(
            contentsOfFile: folderB + "/TemporaryDirectory.x1/supplementaryOutputs-1", encoding: .utf8)
        #expect(written == #"{ "\#(folderB.replacingOccurrences(of: "/", with: "\\/"))\/One.swift" : { } }"#)

        // A remembered plan from before planned files were kept (no files) is not replayed.
        #expect(parsed.prepared(folder: folderB, source: nil) == nil)
        // Nor is a plan whose planned file cannot be read as text.
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(filePath: temporary + "/supplementaryOutputs-1"))
        #expect(parsed.recordingPlannedFiles(folder: folderA, source: nil) == nil)
    }

    @Test(
        "A remembered plan that cannot be prepared (it names a file it does not keep) is replaced by the driver's, which keeps it; --fresh asks the driver again"
    )
    func unusablePlanFallsBackToTheDriver() throws {
        let scratch = TestSupport.scratch("stale-plan")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appending(path: "check")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let memo = FileFingerprints(storeURL: nil, seal: nil)
        let compiler = try Toolchain.locate().compiler
        let arguments = [
            "-wmo", "\(folder.path)/A.swift", "\(folder.path)/B.swift", "\(folder.path)/C.swift", "-o",
            "\(folder.path)/p",
        ]
        let key = DriverJobs.memoKey(
            compiler: compiler, arguments: arguments, folder: folder, source: nil, memo: memo, toolchainVersion: "test")
        // What an older checker remembered: the map named, but not kept.
        let stale = DriverJobs(jobs: [
            .init(
                executable: "/tc/swift-frontend",
                arguments: [
                    "-supplementary-output-file-map",
                    DriverJobs.folderToken + "/TemporaryDirectory.q/supplementaryOutputs-1", "-o",
                    DriverJobs.folderToken + "/p",
                ])
        ])
        memo.setNote(String(decoding: try JSONEncoder().encode(stale), as: UTF8.self), for: key)
        let replanned = try #require(
            DriverJobs.plan(
                compiler: compiler, arguments: arguments, folder: folder, source: nil, memo: memo,
                toolchainVersion: "test"))
        #expect(replanned[0].executable != "/tc/swift-frontend")
        let map = try #require(replanned[0].arguments.first { $0.hasSuffix("/supplementaryOutputs-1") })
        #expect(map.hasPrefix(folder.path + "/TemporaryDirectory."))
        #expect(FileManager.default.fileExists(atPath: map))
        let kept = try JSONDecoder().decode(DriverJobs.self, from: Data(try #require(memo.note(for: key)).utf8))
        #expect(kept.files.map { ($0.path as NSString).lastPathComponent } == ["supplementaryOutputs-1"])
        DriverJobs.forget(
            compiler: compiler, arguments: arguments, folder: folder, source: nil, memo: memo, toolchainVersion: "test")
        #expect(memo.note(for: key) == nil)
        // `--fresh` asks the driver again even with a plan remembered.
        memo.setNote(String(decoding: try JSONEncoder().encode(stale), as: UTF8.self), for: key)
        let fresh = DriverJobs.plan(
            compiler: compiler, arguments: arguments, folder: folder, source: nil, memo: memo, toolchainVersion: "test",
            remembered: false)
        #expect(fresh?.first?.executable.hasSuffix("swift-frontend") == true)
        #expect(memo.note(for: key) != String(decoding: try JSONEncoder().encode(stale), as: UTF8.self))
    }
}

/// A compile the machine failed is never cached as the learner's compile error.
@Suite struct MachineFailureCacheTests {
    @Test(
        "Only an error at a file and line after a normal exit is the code's; a spawn failure, a kill or a failed fork is the machine's"
    )
    func causes() {
        let located = "/w/Ex.swift:3:5: error: cannot find 'x' in scope\n    x\n    ^\n"
        #expect(CompileFailureCause(executable: "/tc/swiftc", outcome: .exited(1), output: located) == .diagnostics)
        // A learner's line that happens to say what a machine failure says is still the learner's error.
        let quoted = "/w/Ex.swift:3:5: error: bad\nlet s = \"Resource temporarily unavailable\" + 1\n        ^\n"
        #expect(CompileFailureCause(executable: "/tc/swiftc", outcome: .exited(1), output: quoted) == .diagnostics)
        let cases: [(ProcessOutcome, String)] = [
            (.couldNotStart(EAGAIN), ""),
            (.signaled(SIGKILL), located),
            (.exited(1), "<unknown>:0: error: unable to execute command: Resource temporarily unavailable\n"),
            (.exited(1), "error: fork failed: Resource temporarily unavailable\n"),
            (.exited(1), "error: compile command failed due to signal 9 (use -v to see invocation)\n"),
        ]
        for (outcome, output) in cases {
            let cause = CompileFailureCause(executable: "/tc/swiftc", outcome: outcome, output: output)
            guard case .machine(let detail) = cause else {
                Issue.record("\(outcome) \(output) gave \(cause)")
                continue
            }
            #expect(!cause.isCacheable)
            #expect(!detail.isEmpty)
        }
        #expect(
            CompileFailureCause(executable: "/tc/swiftc", outcome: .couldNotStart(EAGAIN), output: "")
                == .machine("swiftc could not be started (Resource temporarily unavailable)"))
        #expect(
            CompileFailureCause(
                executable: "/tc/swift-frontend", outcome: .signaled(SIGSEGV), output: "Stack dump:\n0. ...\n")
                == .unplaced, "a compiler crash report is explained as one, but not cached")
        #expect(
            CompileFailureCause(
                executable: "/tc/swift-frontend", outcome: .exited(1),
                output: "<unknown>:0: error: cannot open file 'x'\n")
                == .unplaced)
    }

    @Test(
        "A remembered plan whose replay fails without an error at a file and line is forgotten, and the driver compiles"
    )
    func failedReplayFallsBackToTheDriver() throws {
        let (root, checker, sources) = try machineWorkspace()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(checker.check(sources).status == .compileError)
        let hash = try #require(checker.inputHash(of: sources))
        checker.cache.remove(for: hash)

        // The memo's key of the learner's compile, worked out as a check does in any folder.
        let folder = checker.runsDirectory.appending(path: "any-\(UUID().uuidString)")
        let run = CheckRun(checker: checker, sources: sources)
        let examples = checker.examplesLibraries.existingLibrary(
            chapterFolder: sources.exercise.chapterFolder, examples: sources.examples, checker: checker)
        let command = CompileCommand(
            toolchain: checker.toolchain, products: checker.products, library: checker.library, examples: examples)
        let source = run.learnerCopy(in: folder).path
        let key = DriverJobs.memoKey(
            compiler: checker.toolchain.compiler, arguments: command.learnerArguments(source: source, folder: folder),
            folder: folder, source: source, memo: checker.memo, toolchainVersion: checker.toolchainVersion)
        #expect(checker.memo.note(for: key) != nil, "the first check remembered the driver's plan")
        let broken = DriverJobs(jobs: [.init(executable: "/bin/sh", arguments: ["-c", "exit 3"])])
        checker.memo.setNote(String(decoding: try JSONEncoder().encode(broken), as: UTF8.self), for: key)

        let result = checker.check(sources)
        #expect(result.status == .compileError, "\(result.summary)")
        #expect(result.compileErrors.first?.line != nil, "the learner's own error, from the driver")
        #expect(checker.memo.note(for: key) == nil, "the plan that failed is forgotten")
        #expect(checker.cachedResult(for: sources)?.status == .compileError)
    }

    @Test("A chapter's examples the machine failed to compile are not remembered as broken: the next check builds them")
    func examplesFailedByTheMachineAreBuiltAgain() throws {
        let (root, real, sources) = try machineWorkspace()
        defer { try? FileManager.default.removeItem(at: root) }
        var busy = real
        busy.toolchain = try standIn("kill -9 $$", at: root.appending(path: "stand-ins/kill/swiftc"))
        let failed = busy.check(sources)
        #expect(failed.status == .checkerError)
        #expect(failed.summary.contains("a problem of this machine, not of your code"), "\(failed.summary)")
        #expect(failed.summary.contains("signal 9"), "\(failed.summary)")
        // The same checker (the same examples' slots) with the machine well again.
        let again = real.check(sources)
        #expect(again.status == .compileError, "\(again.summary)")
        #expect(again.compileErrors.first?.line != nil)
    }

    /// A stand-in for `swiftc` at `path` running `script`.
    private func standIn(_ script: String, at path: URL, executable: Bool = true) throws -> Toolchain {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "#!/bin/sh\n\(script)\n".write(to: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: path.path)
        return Toolchain(compiler: path.path, hasLLD: false)
    }

    @Test(
        "A learner's compile error is cached; a compile the machine failed is reported as the machine's, never cached, and --fresh removes what was stored"
    )
    func machineFailuresAreNotCached() throws {
        let (root, real, sources) = try machineWorkspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let learnerError = real.check(sources)
        #expect(learnerError.status == .compileError)
        #expect(learnerError.compileErrors.first?.line != nil)
        #expect(real.cachedResult(for: sources)?.status == .compileError, "the learner's own error is cached")

        let standIns = root.appending(path: "stand-ins")
        let machines: [(String, Toolchain)] = [
            (
                "fork",
                try standIn(
                    #"echo "<unknown>:0: error: unable to execute command: Resource temporarily unavailable" >&2; exit 1"#,
                    at: standIns.appending(path: "fork/swiftc"))
            ),
            ("kill", try standIn("kill -9 $$", at: standIns.appending(path: "kill/swiftc"))),
            ("spawn", try standIn("exit 0", at: standIns.appending(path: "spawn/swiftc"), executable: false)),
        ]
        for (name, toolchain) in machines {
            // `--fresh` on a machine that fails: the stored result is not shown, and is removed.
            var fresh = real
            fresh.toolchain = toolchain
            fresh.ignoresCachedResults = true
            let result = fresh.check(sources)
            #expect(result.status == .checkerError, "\(name): \(result.summary)")
            #expect(
                result.summary.contains("a problem of this machine, not of your code"), "\(name): \(result.summary)")
            #expect(result.advice?.contains("run the check again") == true)
            #expect(!result.cached)
            #expect(real.cachedResult(for: sources) == nil, "\(name): --fresh must not leave the older result in place")

            // Without `--fresh` the machine's failure is not stored either: the next check compiles.
            var plain = real
            plain.toolchain = toolchain
            #expect(plain.check(sources).status == .checkerError)
            #expect(real.cachedResult(for: sources) == nil, "\(name): a machine failure was cached")

            // With the machine well again, the learner's error comes back and is stored.
            #expect(real.check(sources).status == .compileError)
            #expect(real.cachedResult(for: sources)?.status == .compileError)
        }
    }
}

/// A copy of the fixture course with its own cache, and a checker for it.
private func machineWorkspace() throws -> (root: URL, checker: Checker, sources: ExerciseSources) {
    let root = TestSupport.scratch("machine-failure")
    try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root)
    let checker = try Checker(root: root, cacheDirectory: root.appending(path: ".checker"), progress: { _ in })
    let exercise = try #require(try Course(root: root).exercises.first { $0.id == "syntax-error" })
    return (root, checker, ExerciseSources(exercise: exercise, learnerFile: exercise.exercisePath, root: root))
}
