import Foundation
import Testing

@testable import CheckerKit

/// `ExitPipe`: the program holds the write end, so the checker's wait ends when it does; a program
/// that closes it, or leaves it to something still running, is waited for as before.
@Suite struct ExitPipeTests {
    @Test("The program is given the exit pipe's write end, and the checker keeps none of it")
    func programHoldsTheWriteEnd() {
        let descriptor = ExitPipe.descriptor
        // Exit status 0 when the descriptor is open in the program and is a pipe.
        let finished = ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "[ -p /dev/fd/\(descriptor) ]"], timeLimit: 10
        ).run()
        #expect(finished.outcome == .exited(0))
        let pipe = ExitPipe()
        #expect(pipe != nil)
        pipe?.closeWriteEnd()
        // With no write end left anywhere, the read end hangs up at once.
        #expect(pipe?.waitForHangUp(microseconds: 5_000_000) == true)
    }

    @Test("A program that closes the descriptor, or leaves it to a process it started, is waited for to its end")
    func closedOrInheritedDescriptorStillWaits() {
        let closing = ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "exec \(ExitPipe.descriptor)>&-; sleep 0.2; exit 7"],
            timeLimit: 10
        ).run()
        #expect(closing.outcome == .exited(7))
        // The background sleeper keeps the write end open after the shell has ended.
        let leaving = ChildProcess(executable: "/bin/sh", arguments: ["-c", "sleep 30 & exit 3"], timeLimit: 10).run()
        #expect(leaving.outcome == .exited(3))
        #expect(livingProcesses(inGroup: leaving.processGroup).isEmpty)
    }
}
