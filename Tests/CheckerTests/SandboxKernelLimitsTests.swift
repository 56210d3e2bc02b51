import Foundation
import Testing

@testable import CheckerKit

/// The kernel's limits on a sandboxed run (issue 25): memory in a control group, sized `tmpfs`
/// folders and a read-only root, a memory limit on a compile job. Each runs a shell in the
/// sandbox the checker uses (`SandboxLayout`), as a check runner runs.
@Suite struct SandboxKernelLimitsTests {
    /// Runs `script` with `/bin/sh` in this machine's sandbox, as a check runner is run.
    private func sandboxed(_ script: String) -> FinishedProcess {
        var child = ChildProcess(executable: "/bin/sh", arguments: ["-c", script], timeLimit: 300)
        child.sandbox = SandboxLayout(
            sandbox: Sandbox.available, checkFiles: [], libraryFolders: [], hostWorkFolder: NSTemporaryDirectory())
        child.countsTasks = true
        child.capturedOutputLimit = 10_000
        child.capturedErrorLimits = (head: 10_000, tail: 0)
        return child.run()
    }

    @Test("A memory bomb of four processes stays within the run's memory group, and the kernel says it hit the limit")
    func memoryBomb() throws {
        try #require(Sandbox.available.kind != .none, "a sandbox is needed: \(Sandbox.available.summary)")
        try #require(RunLimits.memoryGroupsAvailable, "memory control groups need root and the memory controller")
        // Each `dd` fills a 900 MiB buffer (the read touches every page): 3.6 GiB together.
        let finished = sandboxed(
            "for i in 1 2 3 4; do dd if=/dev/zero of=/dev/null bs=900M count=1 2>/dev/null & done; wait")
        let peak = try #require(finished.peakMemoryBytes)
        print("memory bomb: peak \(peak) bytes (\(peak >> 20) MiB) of \(RunLimits.sandboxMemoryBytes >> 20) MiB")
        #expect(peak <= RunLimits.sandboxMemoryBytes)
        #expect(peak > RunLimits.sandboxMemoryBytes / 2)
        #expect(finished.killedForMemory)
    }

    @Test("The sandbox's /tmp, /dev/shm and working folder are sized, and its root cannot be written")
    func sizedFolders() throws {
        try #require(Sandbox.available.kind == .bubblewrap, "bubblewrap is needed: \(Sandbox.available.summary)")
        let finished = sandboxed(
            """
            for folder in /tmp /dev/shm /sandbox/work; do
                dd if=/dev/zero of=$folder/fill bs=1M count=100 2>/dev/null
                echo "$folder $(( $(stat -c %s $folder/fill) >> 20 ))"
            done
            echo x > /written 2>/dev/null && echo "root written"
            exit 0
            """)
        let lines = finished.standardOutput?.text.split(separator: "\n").map(String.init) ?? []
        #expect(lines.count == 3, "\(lines)")
        for line in lines {
            let mebibytes = Int(line.split(separator: " ").last ?? "") ?? .max
            #expect(mebibytes <= Sandbox.sharedBytes >> 20 && mebibytes <= Sandbox.workBytes >> 20, "\(line)")
        }
        #expect(!lines.contains("root written"))
    }

    @Test("A compile job past its memory limit is killed by the kernel and named as such")
    func compilerMemoryLimit() throws {
        try #require(RunLimits.memoryGroupsAvailable, "memory control groups need root and the memory controller")
        let folder = TestSupport.scratch("compiler-memory")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A 60,000-element literal of mixed numbers: the type checker needs about 200 MB for it.
        let source = folder.appending(path: "Big.swift")
        let elements = (0..<60_000).map { $0 % 3 == 0 ? "\($0).5" : "\($0)" }.joined(separator: ", ")
        try "let numbers = [\(elements)]\n".write(to: source, atomically: false, encoding: .utf8)
        let compiler = try #require(
            ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) })
        var job = ChildProcess(executable: compiler, arguments: ["-typecheck", source.path], timeLimit: 300)
        job.memoryLimit = 64 << 20
        let finished = job.run()
        #expect(finished.killedForMemory)
        #expect(finished.outcome != .exited(0))
        #expect((finished.peakMemoryBytes ?? .max) <= 64 << 20)
    }

    @Test("bubblewrap's status says whether it started the program")
    func bubblewrapStatus() {
        let started = BubblewrapStatus(
            parsing: "{ \"child-pid\": 12, \"mnt-namespace\": 4026532178 }\n{ \"exit-code\": 1 }\n")
        #expect(started == BubblewrapStatus(childProcess: 12, exitCode: 1))
        #expect(!started.programNeverStarted)
        let failed = BubblewrapStatus(parsing: "{ \"child-pid\": 12 }\n")
        #expect(failed.programNeverStarted)
        #expect(BubblewrapStatus(parsing: "").programNeverStarted)
    }

    @Test("A run that never reached bubblewrap's program is the sandbox failing; one that printed 'bwrap:' is not")
    func sandboxFailureFromStatus() throws {
        try #require(Sandbox.available.kind == .bubblewrap, "bubblewrap is needed: \(Sandbox.available.summary)")
        let printed = sandboxed("echo 'bwrap: execvp /sandbox/check/check-runner: Text file busy' >&2; exit 1")
        #expect(printed.outcome == .exited(1))
        #expect(!printed.sandboxNeverStarted)
        var missing = ChildProcess(executable: "/sandbox/check/missing-runner", arguments: [], timeLimit: 60)
        missing.sandbox = SandboxLayout(
            sandbox: Sandbox.available, checkFiles: [], libraryFolders: [], hostWorkFolder: NSTemporaryDirectory())
        missing.countsTasks = true
        #expect(missing.run().sandboxNeverStarted)
    }
}
