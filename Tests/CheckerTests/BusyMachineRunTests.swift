import Foundation
import Testing

@testable import CheckerKit

/// A run's time limit counts the run's own time, not the time a busy machine kept it waiting for a
/// processor (`ProcessorWait`): the same run gets the same verdict at any load.
@Suite("A run's time limit on a busy machine")
struct BusyMachineRunTests {
    /// Work of a fixed size on processor 0: a million one-byte copies, two system calls each.
    static let work = [
        "-c", "0", "/usr/bin/dd", "if=/dev/zero", "of=/dev/null", "bs=1", "count=1000000",
    ]

    @Test("time spent waiting for a processor does not count against the limit")
    func waitingForAProcessorDoesNotCount() throws {
        let alone = Self.run(Self.work, limit: 120)
        try #require(alone.outcome == .exited(0))
        // Two loops that never sleep share processor 0 with the work: it gets about a third of it,
        // so it takes about three times as long as alone, twice its limit.
        let limit = alone.duration * 1.5
        let busy = try BusyProcessor(loops: 2)
        defer { busy.stop() }
        let shared = Self.run(Self.work, limit: limit)

        #expect(
            shared.outcome == .exited(0),
            "Took \(shared.duration) s with a limit of \(limit) s (\(alone.duration) s alone): stopped as \(shared.outcome)"
        )
    }

    @Test("a loop that never ends is still stopped, within its stretched limit")
    func anEndlessLoopIsStillStopped() throws {
        let busy = try BusyProcessor(loops: 2)
        defer { busy.stop() }
        let limit = 0.5
        let endless = Self.run(["-c", "0", "/bin/sh", "-c", "while :; do :; done"], limit: limit)

        #expect(endless.outcome == .timedOut)
        // The stretch is bounded; the margin is for reaping, never for the load.
        #expect(endless.duration < limit * RunLimits.busyMachineStretch + 5)
    }

    @Test("a thread's run-queue delay is read from its schedstat")
    func runQueueDelayIsRead() {
        let pid = getpid()
        #expect(ProcessorWait.runQueueDelay(process: pid, thread: pid) != nil)
        var wait = ProcessorWait()
        wait.sample([pid])
        #expect(wait.seconds >= 0)
    }

    private static func run(_ arguments: [String], limit: Double) -> FinishedProcess {
        ChildProcess(executable: "/usr/bin/taskset", arguments: arguments, timeLimit: limit).run()
    }
}

/// Loops that keep processor 0 busy until stopped: the load of a busy machine, made on purpose.
private struct BusyProcessor {
    let loops: [Process]

    init(loops count: Int) throws {
        loops = try (0..<count).map { _ in
            let loop = Process()
            loop.executableURL = URL(filePath: "/usr/bin/taskset")
            loop.arguments = ["-c", "0", "/bin/sh", "-c", "while :; do :; done"]
            try loop.run()
            return loop
        }
    }

    func stop() {
        for loop in loops {
            // A shell's loop of built-ins does not stop for SIGTERM.
            kill(loop.processIdentifier, SIGKILL)
            loop.waitUntilExit()
        }
    }
}
