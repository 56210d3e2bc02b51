import CheckerKit
import Foundation
import Testing

/// A checker interrupted in the middle of a check leaves nothing running and no private folder.
extension CompilingTests {
    @Suite struct Interruption {
        /// The pid of a process named `check-runner` below `parent`, waiting up to `seconds` for one.
        private func runner(below parent: Int32, seconds: Double) -> Int32? {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
                for entry in entries {
                    guard let pid = Int32(entry),
                          let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                          stat.contains("(check-runner)"), !stat.contains(") Z "),
                          let close = stat.lastIndex(of: ")") else { continue }
                    let fields = stat[stat.index(after: close)...].split(separator: " ")
                    if fields.count > 2, Int32(fields[1]) == parent { return pid }
                }
                usleep(50_000)
            }
            return nil
        }

        private func isAlive(_ pid: Int32) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            return !stat.contains(") Z ")
        }

        @Test("SIGINT, SIGTERM and SIGHUP kill the runner and delete the check's folder; SIGKILL kills the runner", arguments: [SIGINT, SIGTERM, SIGHUP, SIGKILL])
        func interrupted(by signalNumber: Int32) throws {
            let root = TestSupport.scratch("interrupted")
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root)
            defer { try? FileManager.default.removeItem(at: root) }
            let checker = Process()
            checker.executableURL = TestSupport.checkerExecutable
            checker.arguments = ["check", "infinite-loop", "--time-limit", "120", "--fresh"]
            checker.currentDirectoryURL = root
            checker.standardOutput = FileHandle.nullDevice
            try checker.run()
            let runnerPID = try #require(runner(below: checker.processIdentifier, seconds: 120), "no check runner started")
            kill(checker.processIdentifier, signalNumber)
            checker.waitUntilExit()
            let deadline = Date().addingTimeInterval(5)
            while isAlive(runnerPID) && Date() < deadline { usleep(20_000) }
            #expect(!isAlive(runnerPID))
            if signalNumber != SIGKILL {
                #expect(checker.terminationStatus == 128 + signalNumber)
                let runs = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: ".checker/runs").path)) ?? []
                #expect(runs.isEmpty, "left: \(runs)")
            }
        }
    }
}
