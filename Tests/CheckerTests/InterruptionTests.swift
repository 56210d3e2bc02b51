import CheckerKit
import Foundation
import Testing

/// A checker interrupted in the middle of a check leaves nothing running and no private folder.
extension CompilingTests {
    @Suite struct Interruption {
        /// The pid of a process named `check-runner` below `parent` (its child, or, in the sandbox,
        /// the child of bubblewrap below it), waiting up to `seconds` for one.
        private func runner(below parent: Int32, seconds: Double) -> Int32? {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
                for entry in entries {
                    guard let pid = Int32(entry),
                        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                        stat.contains("(check-runner)"), !stat.contains(") Z ")
                    else { continue }
                    if ancestors(of: pid).contains(parent) { return pid }
                }
                usleep(50_000)
            }
            return nil
        }

        /// The parent, grandparent and so on of `pid`, from `/proc/<pid>/stat`.
        private func ancestors(of pid: Int32) -> [Int32] {
            var chain: [Int32] = []
            var current = pid
            while chain.count < 64, let stat = try? String(contentsOfFile: "/proc/\(current)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            {
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 1, let parent = Int32(fields[1]), parent > 1 else { break }
                chain.append(parent)
                current = parent
            }
            return chain
        }

        /// The pid of a process called `name` working in `folder`.
        private func process(named name: String, in folder: URL, seconds: Double) -> Int32? {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                    guard let pid = Int32(entry),
                        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                        stat.contains("(\(name))"),
                        let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd"),
                        URL(filePath: cwd).standardizedFileURL.path == folder.standardizedFileURL.path
                    else { continue }
                    return pid
                }
                usleep(20_000)
            }
            return nil
        }

        private func isAlive(_ pid: Int32) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            return !stat.contains(") Z ")
        }

        @Test(
            "SIGINT, SIGTERM and SIGHUP kill the runner and delete the check's folder; SIGKILL kills the runner",
            arguments: [SIGINT, SIGTERM, SIGHUP, SIGKILL])
        func interrupted(by signalNumber: Int32) throws {
            let root = TestSupport.scratch("interrupted")
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root)
            defer { try? FileManager.default.removeItem(at: root) }
            // Started through ChildProcess, as the checker starts everything: a child started
            // otherwise would look like an orphan to the sweeps of tests running alongside.
            var child = ChildProcess(
                executable: TestSupport.checkerExecutable.path,
                arguments: ["check", "infinite-loop", "--time-limit", "120", "--fresh"], timeLimit: 300)
            child.workingDirectory = root.path
            let finished = Finished()
            let checker = child
            Thread.detachNewThread { finished.set(checker.run()) }
            let checkerPID = try #require(process(named: "checker", in: root, seconds: 60), "the checker did not start")
            let runnerPID = try #require(runner(below: checkerPID, seconds: 120), "no check runner started")
            kill(checkerPID, signalNumber)
            let outcome = try #require(finished.wait(seconds: 30), "the checker did not end")
            let deadline = Date().addingTimeInterval(5)
            while isAlive(runnerPID) && Date() < deadline { usleep(20_000) }
            #expect(!isAlive(runnerPID))
            // Reap the runner if it is this process's child (a runner started without the sandbox
            // whose checker was killed): a zombie child would stall Swift Testing's own child
            // monitor (exit tests wait on any child) for the rest of the run.
            var status: Int32 = 0
            let reapDeadline = Date().addingTimeInterval(2)
            while waitpid(runnerPID, &status, WNOHANG) == 0 && Date() < reapDeadline { usleep(20_000) }
            if signalNumber != SIGKILL {
                #expect(outcome == .exited(128 + signalNumber))
                let runs =
                    (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: ".checker/runs").path))
                    ?? []
                #expect(runs.isEmpty, "left: \(runs)")
            }
        }
    }
}

/// A finished process, handed from the thread that waited for it.
private final class Finished: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcome: ProcessOutcome?

    func set(_ finished: FinishedProcess) {
        condition.lock()
        outcome = finished.outcome
        condition.broadcast()
        condition.unlock()
    }

    func wait(seconds: Double) -> ProcessOutcome? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(seconds)
        while outcome == nil && condition.wait(until: deadline) {}
        return outcome
    }
}
