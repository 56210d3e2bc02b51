/// How a child process ended.
public enum ProcessOutcome: Sendable, Equatable {
    /// It returned from `main` or called `exit` with this status.
    case exited(Int32)
    /// A signal ended it: a crash (`fatalError`, a trap) or a kill from outside.
    case signaled(Int32)
    /// It ran past its time limit; the checker killed its whole process group.
    case timedOut
    /// It could not be started at all (errno from `posix_spawn`).
    case couldNotStart(Int32)
}

/// A finished child process: how it ended, how long it took, and its process group id, which
/// the checker has emptied by the time this value exists.
public struct FinishedProcess: Sendable {
    /// How the process ended.
    public let outcome: ProcessOutcome
    /// Wall-clock time from spawn to reaping, in seconds.
    public let duration: Double
    /// The process group the child led; no process is left in it.
    public let processGroup: Int32
    /// Standard output, when it was captured from a pipe.
    public var standardOutput: CapturedOutput? = nil
    /// Standard error, when it was captured from a pipe.
    public var standardError: CapturedOutput? = nil
    /// The most tasks the process and everything below it had at once, when they were counted
    /// (`ChildProcess.countsTasks`); 0 otherwise.
    public var peakTasks = 0
    /// True when that count reached the sandbox's process limit (see `TaskCount`).
    public var reachedTaskLimit = false
    /// True when a process of the run was seen holding another object than the checker's socket
    /// at the results channel's descriptor (see `ChannelWatch`): the run's records cannot be trusted.
    public var channelSwapped = false
    /// The most memory the process and everything below it held at once, when a memory control
    /// group measured it (see `MemoryGroup`).
    public var peakMemoryBytes: UInt64? = nil
    /// True when the kernel killed a process of the run because it reached its memory limit.
    public var killedForMemory = false
    /// True when bubblewrap ended on its own without starting the program (see `BubblewrapStatus`):
    /// none of the code under check ran.
    public var sandboxNeverStarted = false
}
