import Foundation
import Testing

@testable import CheckerKit

/// A fork bomb under check is stopped by the sandbox's process limit and named in the result
/// (issue 16): the checker counts the tasks below the runner while it runs (`TaskCount`), and
/// reads the kernel's count of refused forks (`pids.events`), never the program's own words.
@Suite struct TaskCountTests {
    @Test("The tasks below a process are its threads and those of its children and theirs")
    func countsDescendants() throws {
        let shell = Process()
        shell.executableURL = URL(filePath: "/bin/sh")
        shell.arguments = ["-c", "sleep 3 & sleep 3 & (sleep 3 & wait) & wait"]
        try shell.run()
        defer {
            kill(-shell.processIdentifier, SIGKILL)
            shell.terminate()
            shell.waitUntilExit()
        }
        // sh, two sleeps, the subshell and its sleep, once they have all started.
        var counted = 0
        for _ in 0..<100 where counted < 5 {
            usleep(20_000)
            counted = TaskCount.tasks(under: shell.processIdentifier)
        }
        #expect(counted == 5)
        var sampled = TaskCount()
        sampled.sample(root: shell.processIdentifier)
        #expect(sampled.peak == 5)
        #expect(!sampled.reachedLimit)
    }
}

/// True where the checker can make a process-count group here.
private func processCountGroupsAvailable() -> Bool {
    guard let group = ProcessCountGroup.make(limit: 8) else { return false }
    group.group.remove()
    return true
}

/// The kernel's counts of a process-count group (`ProcessCountGroup`), where the checker can make
/// one (root, with the `pids` controller mounted).
@Suite(.enabled(if: processCountGroupsAvailable()))
struct ProcessCountGroupTests {
    /// Starts a shell inside `group` that starts `sleepers` sleeping children, and waits until the
    /// group has held them all at once (the kernel's peak), then returns the shell.
    private func fill(_ group: ProcessCountGroup, sleepers: Int) throws -> Process {
        let shell = Process()
        shell.executableURL = URL(filePath: "/bin/sh")
        shell.arguments = [
            "-c",
            "echo $$ > '\(group.group.membership)' || exit 1; i=0; "
                + "while [ $i -lt \(sleepers) ]; do sleep 30 & i=$((i + 1)); done; wait",
        ]
        try shell.run()
        // Waits on the condition; the bound only keeps a broken kernel from hanging the suite.
        var polls = 0
        while (group.peakTasks ?? 0) < sleepers + 1, shell.isRunning, polls < 3_000 {
            usleep(10_000)
            polls += 1
        }
        return shell
    }

    @Test("A group that held its limit of tasks says it reached the limit, though no fork was refused")
    func fullWithoutRefusal() throws {
        let group = try #require(ProcessCountGroup.make(limit: 6))
        let shell = try fill(group, sleepers: 5)
        defer {
            group.group.remove()
            shell.waitUntilExit()
        }
        #expect(group.peakTasks == 6)
        #expect(!group.refusedForks)
        #expect(group.reachedLimit)
    }

    @Test("A group far below its limit does not say it reached it")
    func farBelowTheLimit() throws {
        let group = try #require(ProcessCountGroup.make(limit: 64))
        let shell = try fill(group, sleepers: 5)
        defer {
            group.group.remove()
            shell.waitUntilExit()
        }
        #expect(group.peakTasks == 6)
        #expect(!group.reachedLimit)
    }
}

extension CompilingTests {
    @Suite struct ForkBombNaming {
        @Test("A fork bomb is named in the check's text and JSON results: the sandbox's process limit stopped it")
        func forkBombIsNamed() throws {
            try #require(Sandbox.available.kind != .none, "a sandbox is needed: \(Sandbox.available.summary)")
            let root = TestSupport.scratch("fork-bomb")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.copyItem(at: TestSupport.fixtureRoot, to: root)
            let exercise = root.appending(path: "Chapters/01-Basics/Exercises/Passing.swift")
            try FileManager.default.removeItem(at: exercise)
            try FileManager.default.copyItem(
                at: TestSupport.packageRoot.appending(
                    path: "Tests/CheckerTests/Fixtures/GradingAttacks/ForkBomb.swift"),
                to: exercise)
            let cache = TestSupport.scratch("fork-bomb-cache")
            defer { try? FileManager.default.removeItem(at: cache) }
            let named = "Process limit: the code under check tried to start more than 256 processes"

            let json = TestSupport.runTool(["check", "passing", "--format", "json"], root: root, cache: cache)
            let report = try TestSupport.report(json.output)
            let result = try #require(report.exercises?.first)
            #expect(!result.passed)
            #expect(result.notes.contains { $0.hasPrefix(named) }, "\(json.output)")

            let text = TestSupport.runTool(["check", "passing", "--fresh"], root: root, cache: cache)
            #expect(text.output.contains(named), "\(text.output)")
            #expect(text.output.contains("Remove the code that starts processes"), "\(text.output)")
        }
    }
}
