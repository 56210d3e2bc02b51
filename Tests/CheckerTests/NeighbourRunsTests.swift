import CheckerKit
import Foundation
import Testing

/// Two learners' checks at the same time on one root grader (issue 25): each run is its own
/// unprivileged user, so one cannot signal the other's runner, even in the fallback without
/// namespaces, where every run used to be `nobody` and one check's `kill(-1)` ended the other's.
private let attacksFolder = URL(filePath: #filePath).deletingLastPathComponent().appending(
    path: "Fixtures/GradingAttacks")

extension CompilingTests {
    @Suite struct NeighbourRuns {
        /// A copy of the fixture course whose `passing` exercise is `attack` (`@ROOT_NAME@`
        /// replaced by `name`), checked by the `checker` executable with `environment`.
        private func check(
            attack: String, name: String, root: URL, environment: [String: String]
        ) throws -> ChildProcess {
            try? FileManager.default.removeItem(at: root)
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root)
            let text = try String(contentsOf: attacksFolder.appending(path: attack), encoding: .utf8)
                .replacingOccurrences(of: "@ROOT_NAME@", with: name)
            try text.write(
                to: root.appending(path: "Chapters/01-Basics/Exercises/Passing.swift"), atomically: false,
                encoding: .utf8)
            var checker = ChildProcess(
                executable: TestSupport.checkerExecutable.path,
                arguments: ["check", "passing", "--fresh", "--format", "json", "--time-limit", "240"], timeLimit: 600)
            checker.workingDirectory = root.path
            checker.extraEnvironment = environment
            checker.capturedOutputLimit = 1_000_000
            return checker
        }

        private func victimSurvivesNeighbour(environment: [String: String]) throws {
            let name = UUID().uuidString
            let scratch = TestSupport.scratch("neighbours-\(name)")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let victim = try check(
                attack: "NeighbourVictim.swift", name: name, root: scratch.appending(path: "victim"),
                environment: environment)
            let killer = try check(
                attack: "NeighbourKiller.swift", name: name, root: scratch.appending(path: "killer"),
                environment: environment)
            let lock = NSLock()
            nonisolated(unsafe) var victimOutput = ""
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let finished = (index == 0 ? victim : killer).run()
                if index == 0 { lock.withLock { victimOutput = finished.standardOutput?.text ?? "" } }
            }
            let report = try TestSupport.report(victimOutput)
            let result = try #require(report.exercises?.first, "\(victimOutput)")
            #expect(result.passed, "\(victimOutput)")
            for marker in ["ready", "done", "seen"] {
                #expect(!FileManager.default.fileExists(atPath: "/tmp/neighbour-\(name)-\(marker)"))
            }
        }

        @Test("In the fallback without namespaces, one run's kill(-1) does not reach another's runner")
        func fallbackNeighbours() throws {
            try #require(geteuid() == 0, "the fallback is root's")
            try victimSurvivesNeighbour(environment: ["CHECKER_SANDBOX": "user"])
        }
    }
}
