import Foundation
import Testing

@testable import CheckerKit

/// `LinkerJob`: a compile's link starts `ld.lld` with the command clang would have worked out,
/// remembered once, and falls back to clang whenever that command fails.
@Suite struct LinkerJobTests {
    private let clangOutput = """
        clang version 21.0.0
        Target: x86_64-unknown-linux-gnu
         "/opt/swift/usr/bin/ld.lld" "--eh-frame-hdr" "-shared" "-o" "/f/libLearnerExercise.so" "/f/T/x-1.o" \
        "\(LinkerJob.responseFileMarker)" "-lswiftCore" "-rpath" "\\$ORIGIN"
        """

    @Test("clang's one ld.lld command is read back with the response file where clang had it")
    func linkerCommandIsRead() throws {
        let job = try #require(LinkerJob.linkerCommand(in: clangOutput, responseFile: "/f/T/x-2.autolink"))
        #expect(job.executable == "/opt/swift/usr/bin/ld.lld")
        #expect(
            job.arguments == [
                "--eh-frame-hdr", "-shared", "-o", "/f/libLearnerExercise.so", "/f/T/x-1.o", "@/f/T/x-2.autolink",
                "-lswiftCore", "-rpath", "$ORIGIN",
            ])
    }

    @Test("An answer that is not one ld.lld command taking the response file is not used")
    func otherAnswersAreRefused() {
        #expect(LinkerJob.linkerCommand(in: clangOutput + "\n" + clangOutput, responseFile: "/r") == nil)
        #expect(
            LinkerJob.linkerCommand(
                in: clangOutput.replacingOccurrences(of: "/ld.lld\"", with: "/ld.gold\""), responseFile: "/r") == nil)
        #expect(
            LinkerJob.linkerCommand(
                in: clangOutput.replacingOccurrences(of: LinkerJob.responseFileMarker, with: "x"), responseFile: "/r")
                == nil)
        #expect(LinkerJob.linkerCommand(in: clangOutput, responseFile: nil) == nil)
    }
}

extension CompilingTests {
    /// The linker's command in a real check: remembered after the first link, used by the next
    /// ones, and left for clang when it fails.
    @Suite struct LinkerJobCheckTests {
        /// A scratch copy of the fixture course and a checker with a cache of its own.
        private func scratchCourse() throws -> (root: URL, checker: Checker, sources: ExerciseSources) {
            let root = TestSupport.scratch("linker-job")
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root)
            let checker = try Checker(root: root, cacheDirectory: root.appending(path: ".checker"), timeLimit: 60) {
                _ in
            }
            let exercise = try #require(try Course(root: root).exercises.first { $0.id == "passing" })
            return (root, checker, ExerciseSources(exercise: exercise, learnerFile: exercise.exercisePath, root: root))
        }

        /// Checks `sources` once, which must pass, and returns the memo's keys of the linker
        /// commands it remembered (at least one).
        private func rememberedCommands(checking sources: ExerciseSources, with checker: Checker) throws -> [String] {
            #expect(checker.check(sources).passed)
            let keys = checker.memo.noteKeys(withPrefix: LinkerJob.memoVersion + ":")
            try #require(!keys.isEmpty, "no linker command was remembered")
            return keys
        }

        /// Changes the learner's file (a comment at its end), so that the next check compiles again.
        private func edit(_ sources: ExerciseSources, in root: URL, _ mark: String) throws {
            let file = root.appending(path: sources.learnerFile)
            let text = try String(contentsOf: file, encoding: .utf8)
            try (text + "\n// \(mark)\n").write(to: file, atomically: true, encoding: .utf8)
        }

        @Test("After the first link the linker's command is remembered, and the next check starts the linker itself")
        func rememberedCommandIsUsed() throws {
            let (root, checker, sources) = try scratchCourse()
            defer { try? FileManager.default.removeItem(at: root) }
            let keys = try rememberedCommands(checking: sources, with: checker)
            // Each remembered command, run through a shell that leaves a mark first.
            let marker = root.appending(path: "linker-started")
            for key in keys {
                let stored = try #require(checker.memo.note(for: key))
                let job = try JSONDecoder().decode(DriverJobs.Job.self, from: Data(stored.utf8))
                #expect(URL(filePath: job.executable).lastPathComponent == "ld.lld")
                let marked = DriverJobs.Job(
                    executable: "/bin/sh",
                    arguments: ["-c", "touch \(marker.path) && exec \"$0\" \"$@\"", job.executable] + job.arguments)
                checker.memo.setNote(String(decoding: try JSONEncoder().encode(marked), as: UTF8.self), for: key)
            }
            try edit(sources, in: root, "first edit")
            #expect(checker.check(sources).passed)
            #expect(FileManager.default.fileExists(atPath: marker.path), "the check did not start the linker itself")
        }

        @Test("A remembered command that fails is left for clang: the check still passes, and clang is asked again")
        func failingCommandFallsBackToClang() throws {
            let (root, checker, sources) = try scratchCourse()
            defer { try? FileManager.default.removeItem(at: root) }
            let keys = try rememberedCommands(checking: sources, with: checker)
            let failing = DriverJobs.Job(executable: "/bin/false", arguments: [])
            for key in keys {
                checker.memo.setNote(String(decoding: try JSONEncoder().encode(failing), as: UTF8.self), for: key)
            }
            try edit(sources, in: root, "second edit")
            let result = checker.check(sources)
            #expect(result.passed, "\(result.summary)")
            // The command this check ran (the learner's library's link; the runner was not linked
            // again) was forgotten, and clang asked again after the planned job linked.
            let relearned = try keys.filter { key in
                let stored = try #require(checker.memo.note(for: key))
                let job = try JSONDecoder().decode(DriverJobs.Job.self, from: Data(stored.utf8))
                return URL(filePath: job.executable).lastPathComponent == "ld.lld"
            }
            #expect(relearned.count == 1, "\(relearned.count) of \(keys.count) commands remembered again")
        }
    }
}
