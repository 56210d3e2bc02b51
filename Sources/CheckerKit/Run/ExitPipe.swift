import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A pipe whose write end a child process is given, so that the checker, waiting for it, wakes
/// the moment it ends: when the program and everything it started that kept the descriptor have
/// exited, the read end reports a hang-up. `waitpid` stays the authority on whether the program
/// ended; the pipe only ends a pause early. A program that closes the descriptor itself (or passes
/// it to something that outlives it) merely makes the checker wait as it did without it, in
/// pauses of up to 5 ms, which cost each run half of one on average. The runner of a learner's
/// code is not given one: nothing but its result channel reaches it (`SeccompFilterTests`).
final class ExitPipe: @unchecked Sendable {
    /// The descriptor number the write end has in the program.
    static let descriptor: Int32 = 6

    let readEnd: Int32
    let writeEnd: Int32
    private var readOpen = true
    private var writeOpen = true

    /// A new pipe, both ends closed on `exec` in the checker; nil when none can be made.
    init?() {
        guard let ends = SystemCalls.closeOnExecPipe() else { return nil }
        readEnd = ends.read
        writeEnd = ends.write
    }

    /// Closes the checker's write end, once the program has been given its own.
    func closeWriteEnd() {
        guard writeOpen else { return }
        writeOpen = false
        close(writeEnd)
    }

    func closeReadEnd() {
        guard readOpen else { return }
        readOpen = false
        close(readEnd)
    }

    /// Waits at most `microseconds` (rounded up to a millisecond) for the hang-up; true when it
    /// came (or the pipe can no longer be waited on).
    func waitForHangUp(microseconds: useconds_t) -> Bool {
        var watched = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32((microseconds + 999) / 1000)
        let ready = poll(&watched, 1, milliseconds)
        return ready != 0 && !(ready < 0 && errno == EINTR)
    }

    deinit {
        closeWriteEnd()
        closeReadEnd()
    }
}
