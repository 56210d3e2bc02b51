import CheckerKit
import Foundation
import Testing

@Suite struct ChildProcessTests {
    @Test("A run past its time limit is killed with everything it started")
    func timeoutKillsTheGroup() {
        var child = ChildProcess(executable: "/bin/sh", arguments: ["-c", "sleep 30 & sleep 30; wait"], timeLimit: 0.5)
        child.standardErrorPath = nil
        let finished = child.run()
        #expect(finished.outcome == .timedOut)
        #expect(finished.duration < 3)
        #expect(livingProcesses(inGroup: finished.processGroup).isEmpty)
    }

    @Test("Exit statuses and signals are told apart")
    func outcomes() {
        #expect(
            ChildProcess(executable: "/bin/sh", arguments: ["-c", "exit 3"], timeLimit: 5).run().outcome == .exited(3))
        #expect(
            ChildProcess(executable: "/bin/sh", arguments: ["-c", "kill -SEGV $$"], timeLimit: 5).run().outcome
                == .signaled(SIGSEGV))
    }

    // Children that detach (setsid, a double fork) are killed by the `checker` executable, which
    // adopts orphans: AttackCourseTests' "No process outlives the checks" proves it through the
    // real executable. A process that only links CheckerKit, like this one, must not adopt them.

    @Test("A process that links CheckerKit is never made a subreaper, and its other children are left alone")
    func testProcessKeepsItsChildren() throws {
        let neighbour = Process()
        neighbour.executableURL = URL(fileURLWithPath: "/bin/sleep")
        neighbour.arguments = ["30"]
        try neighbour.run()
        defer { neighbour.terminate() }
        let finished = ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "setsid sleep 295.5 & exit 0"], timeLimit: 5
        ).run()
        #expect(finished.outcome == .exited(0))
        #expect(neighbour.isRunning, "a check's sweep took a child that another part of the process started")
        #expect(childSubreaperFlag() == 0, "linking CheckerKit made the test process a child subreaper")
        // The detached sleeper escaped to init, as it would under any non-subreaper parent; end it here.
        _ = try? Process.run(URL(fileURLWithPath: "/usr/bin/pkill"), arguments: ["-f", "sleep 295.5"])
    }

    @Test("Captured output keeps its head and tail and says how much was dropped")
    func cappedOutput() throws {
        var child = ChildProcess(
            executable: "/bin/sh",
            arguments: ["-c", "echo first >&2; head -c 5000000 /dev/zero | tr '\\0' x >&2; echo; echo last >&2"],
            timeLimit: 20)
        child.capturedErrorLimits = (head: 1000, tail: 100)
        let captured = try #require(child.run().standardError)
        #expect(captured.head.count == 1000)
        #expect(captured.text.hasPrefix("first"))
        #expect(captured.text.hasSuffix("last\n"))
        #expect(captured.droppedByteCount > 4_000_000)
        #expect(captured.text.contains("of output dropped"))
    }

    @Test("A program left running in the background after a normal exit is killed too")
    func backgroundChildIsKilled() {
        let finished = ChildProcess(executable: "/bin/sh", arguments: ["-c", "sleep 30 &"], timeLimit: 5).run()
        #expect(finished.outcome == .exited(0))
        #expect(livingProcesses(inGroup: finished.processGroup).isEmpty)
    }
}

/// Processes in `group` that are still running. Killed processes whose parent died first stay
/// zombies until the container's init reaps them; they are dead, so they are not counted.
func livingProcesses(inGroup group: Int32, settle: Double = 1) -> [String] {
    let deadline = Date().addingTimeInterval(settle)
    var living: [String] = []
    repeat {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        living = entries.filter { Int($0) != nil }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 3 && fields[0] != "Z" && Int32(fields[2]) == group
        }
        if living.isEmpty { return [] }
        usleep(20_000)
    } while Date() < deadline
    return living
}

/// Living processes whose command line contains `marker`.
func sleepers(marked marker: String) -> [String] {
    usleep(50_000)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { Int($0) != nil }.compactMap { pid in
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
        let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return line.contains(marker) && !stat.contains(") Z ") ? line : nil
    }
}

/// `prctl(PR_GET_CHILD_SUBREAPER)` for this process: 1 when it adopts orphans.
private func childSubreaperFlag() -> Int32 {
    typealias Prctl = @convention(c) (Int32, UnsafeMutablePointer<Int32>) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return -1 }
    var flag: Int32 = -1
    _ = unsafeBitCast(symbol, to: Prctl.self)(37, &flag)  // PR_GET_CHILD_SUBREAPER
    return flag
}
