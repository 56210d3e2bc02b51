import Foundation
import Testing

@testable import CheckerKit

/// A test-writing exercise's planted bugs do not depend on the learner's file, so they are
/// compiled while the learner writes tests (`SubjectPrebuild`, started by `checker watch`), and
/// the check that finally passes against the correct feature only compiles the learner's tests
/// (issue 26: the first passing check of `capstone-app-tests` waited 13 planted bugs' compiles).
extension CompilingTests {
    @Suite struct SubjectPrebuildTests {
        /// A copy of the one-exercise test-writing course, its cache inside it.
        private func course() throws -> (root: URL, cache: URL) {
            let root = try TestSupport.testWritingCourse("subject-prebuild")
            return (root, root.appending(path: ".checker"))
        }

        private func storedLibraries(in cache: URL) -> [String: UInt64] {
            TestSupport.storedFeatureVersions(in: cache)
        }

        private func sources(root: URL) throws -> ExerciseSources {
            let exercise = try #require(try Course(root: root).exercises.first { $0.id == "tally-tests" })
            return ExerciseSources(exercise: exercise, learnerFile: exercise.exercisePath, root: root)
        }

        @Test("After a prebuild, the passing check compiles no version of the feature: each is restored")
        func checkReusesPrebuiltVersions() throws {
            let (root, cache) = try course()
            defer { try? FileManager.default.removeItem(at: root) }
            let checker = try Checker(root: root, cacheDirectory: cache, progress: { _ in })
            let sources = try sources(root: root)
            let prebuild = SubjectPrebuild(checker: checker, sources: sources)
            prebuild.start()
            prebuild.waitUntilDone()
            let prebuilt = storedLibraries(in: cache)
            #expect(prebuilt.count == 3, "the correct feature and two planted bugs")
            #expect(
                (try FileManager.default.contentsOfDirectory(atPath: cache.appending(path: "runs").path))
                    .filter { $0.contains("prebuild") }.isEmpty, "the prebuild's folder is deleted")

            try FileManager.default.removeItem(at: root.appending(path: sources.learnerFile))
            try FileManager.default.copyItem(
                at: root.appending(path: "Solutions/01-Tally/TallyTests.swift"),
                to: root.appending(path: sources.learnerFile))
            let result = checker.check(sources)
            #expect(result.status == .passed, "\(result.summary)")
            #expect(storedLibraries(in: cache) == prebuilt, "nothing compiled and stored again")
        }

        @Test("A stored version changed by hand is compiled again, never linked")
        func tamperedVersionIsRebuilt() throws {
            let (root, cache) = try course()
            defer { try? FileManager.default.removeItem(at: root) }
            let checker = try Checker(root: root, cacheDirectory: cache, progress: { _ in })
            let prebuild = SubjectPrebuild(checker: checker, sources: try sources(root: root))
            prebuild.start()
            prebuild.waitUntilDone()
            let before = storedLibraries(in: cache)
            try #require(before.count == 3)
            let libraries = cache.appending(path: "subjects/libraries")
            for name in before.keys {
                let library = libraries.appending(path: "\(name)/check-runner")
                var bytes = try Data(contentsOf: library)
                bytes[bytes.count / 2] ^= 0xFF
                try bytes.write(to: library)
            }
            let again = SubjectPrebuild(checker: checker, sources: try sources(root: root))
            again.start()
            again.waitUntilDone()
            let after = storedLibraries(in: cache)
            #expect(after.keys == before.keys)
            for (name, inode) in after { #expect(inode != before[name], "\(name) was not compiled again") }
        }

        @Test("Watch compiles the planted bugs while the learner writes tests, and leaves nothing behind on quit")
        func watchPrebuilds() throws {
            let (root, cache) = try course()
            defer { try? FileManager.default.removeItem(at: root) }
            let process = Process()
            process.executableURL = TestSupport.checkerExecutable
            process.arguments = ["watch", "--interval", "0.1"]
            process.currentDirectoryURL = root
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The stub's tests fail against the correct feature, so the check itself compiles no
            // planted bug; the prebuild does. (The bound only keeps a broken build from hanging.)
            var waited = 0
            while storedLibraries(in: cache).count < 3, process.isRunning, waited < 6_000 {
                usleep(100_000)
                waited += 1
            }
            #expect(storedLibraries(in: cache).count == 3)
            input.fileHandleForWriting.write(Data("q\n".utf8))
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let runs = (try? FileManager.default.contentsOfDirectory(atPath: cache.appending(path: "runs").path)) ?? []
            #expect(runs.filter { $0.contains("prebuild") }.isEmpty, "\(runs)")
        }
    }
}
