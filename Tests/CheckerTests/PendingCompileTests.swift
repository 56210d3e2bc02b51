@testable import CheckerKit
import Foundation
import Testing

/// The learner's compile awaited on another thread, and the runner prepared against the module it
/// writes before it ends (`PendingCompile`, `RunnerPreparation`).
@Suite struct PendingCompileTests {
    private static func failure(_ summary: String) -> ExerciseResult {
        ExerciseResult(
            id: "x", status: .compileError, summary: summary, advice: "", checks: [], compileErrors: [], duration: 0)
    }

    @Test(
        "A file written while the compile is under way is seen before it ends; the compile's outcome comes back to every wait"
    )
    func fileSeenBeforeTheEnd() throws {
        let folder = TestSupport.scratch("pending-compile")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = folder.appending(path: "LearnerExercise.swiftmodule")
        let release = DispatchSemaphore(value: 0)
        let compile = PendingCompile {
            _ = FileManager.default.createFile(atPath: module.path, contents: Data("module".utf8))
            release.wait()
            return Self.failure("the library did not link")
        }
        #expect(compile.waitForFile(module))
        #expect(!compile.hasEnded(within: 0.01), "the compile is still under way")
        release.signal()
        #expect(compile.wait()?.summary == "the library did not link")
        #expect(compile.wait()?.summary == "the library did not link", "a second wait returns at once, the same")
    }

    @Test("A compile that ends without writing the file ends the wait for it, with its outcome")
    func compileEndingWithoutTheFile() {
        let folder = TestSupport.scratch("pending-compile-none")
        let compile = PendingCompile { Self.failure("does not compile") }
        #expect(!compile.waitForFile(folder.appending(path: "LearnerExercise.swiftmodule")))
        #expect(compile.wait()?.summary == "does not compile")
        #expect(PendingCompile { nil }.wait() == nil)
    }

    @Test("A runner prepared against the module as it first appeared is used only for that same module")
    func earlyRunnerOnlyForTheSameModule() {
        let early = RunnerPreparation.Outcome(key: "k1", readiness: .ready(imports: ["$s1A1fyyF"]))
        #expect(RunnerPreparation.reusable(early, currentKey: "k1")?.key == "k1")
        #expect(RunnerPreparation.reusable(early, currentKey: "k2") == nil, "the module changed: prepare again")
        #expect(RunnerPreparation.reusable(early, currentKey: nil) == nil, "the module cannot be read now")
        let unkeyed = RunnerPreparation.Outcome(key: nil, readiness: .ready(imports: []))
        #expect(RunnerPreparation.reusable(unkeyed, currentKey: nil) == nil)
    }
}
