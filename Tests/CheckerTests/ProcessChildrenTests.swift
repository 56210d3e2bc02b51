import Foundation
import Testing

@testable import CheckerKit

/// `ProcessChildren`: a sweep finds the checker's own children, and what is below them, in the
/// kernel's `children` files instead of reading every process's `stat`.
@Suite struct ProcessChildrenTests {
    @Test("This process's children and their children are listed from the kernel's children files")
    func childrenAndGrandchildrenAreListed() throws {
        let shell = Process()
        shell.executableURL = URL(filePath: "/bin/sh")
        // A shell that starts a sleeper in the background, then waits for it: a child with a child.
        shell.arguments = ["-c", "sleep 30 & wait"]
        try shell.run()
        defer {
            kill(-shell.processIdentifier, SIGKILL)
            shell.terminate()
            shell.waitUntilExit()
        }
        let children = try #require(ProcessChildren.of(getpid()), "this kernel has no children files")
        #expect(children.contains(shell.processIdentifier))
        // The shell starts its sleeper right away; it is looked for until it runs `sleep` (a
        // child just forked still runs the shell, or has an empty command line while it executes).
        func commandLine(_ pid: pid_t) -> String {
            String(
                decoding: (FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()).map {
                    $0 == 0 ? 32 : $0
                }, as: UTF8.self)
        }
        var sleeper: pid_t?
        for _ in 0..<500 where sleeper == nil {
            sleeper = (ProcessChildren.descendants(of: shell.processIdentifier) ?? []).first {
                commandLine($0) == "sleep 30 "
            }
            if sleeper == nil { usleep(10_000) }
        }
        let found = try #require(sleeper, "the shell's sleeper was never listed below it")
        #expect(ProcessChildren.of(shell.processIdentifier) == [found])
        kill(found, SIGKILL)
    }

    @Test("A process that does not exist has no children listed")
    func missingProcessHasNone() {
        #expect(ProcessChildren.of(pid_t(Int32.max)) == nil)
    }
}
