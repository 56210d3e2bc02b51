/// The limits every check runner sets on itself (hard and soft, so learner code cannot raise
/// them) before the first check runs; processes it starts inherit them.
///
/// - Memory: `RLIMIT_AS`, 2 GiB of address space; an allocation beyond it fails, which Swift
///   reports as a crash.
/// - File size: `RLIMIT_FSIZE`, 64 MiB per file written; writing past it ends the program with
///   `SIGXFSZ`.
/// - Processes: `RLIMIT_NPROC` counts every task (threads too) of the *user*, not of the run,
///   so a fixed small number would break a learner who has many programs open. The runner
///   allows the tasks running on the machine when it starts, plus 256: a fork bomb stops there,
///   and the checker's sweep kills what it made. The kernel does not apply this limit to root.
/// - Core dumps: none.
///
/// When the checker is root the kernel holds each sandboxed run, whatever it does:
///
/// - Processes: a `pids` control group of `sandboxTasks` (`ProcessCountGroup`).
/// - Memory: a `memory` control group of `sandboxMemoryBytes`, swap included where the kernel
///   counts it, and the pages of the sandbox's `tmpfs` folders too (`MemoryGroup`): the address
///   space limit above caps one process, not the processes it starts nor the files it writes to
///   memory; one check took 5.7 GB of the host's memory before.
/// - Files in memory: the sandbox's `tmpfs` folders are sized (`Sandbox.workBytes`,
///   `Sandbox.sharedBytes`), and its root is read-only.
///
/// A compile job gets a `memory` group of `compilerMemoryBytes` (`ChildProcess.memoryLimit`).
///
/// Output has its own cap, kept by the checker (`CheckRun.standardErrorLimits`), and time its
/// own limit (`--time-limit`).
enum RunLimits {
    static let addressSpaceBytes: UInt64 = 2 << 30
    static let fileSizeBytes: UInt64 = 64 << 20
    static let extraTasks = 256
    /// Tasks (threads included) a sandboxed run may have: its user namespace is its own, so the
    /// kernel counts only the run's tasks. The kernel does not apply the limit when the sandbox's
    /// root is root outside too (bubblewrap started by root), so the checker also counts the
    /// run's tasks and ends the run once they pass this number (`ChildProcess`).
    static let sandboxTasks = 256
    /// How many times its time limit a program may take in wall-clock time when its threads wait
    /// for a processor (`ProcessorWait`): a run on a busy machine is not stopped for the machine's
    /// slowness, and still ends at eight times its limit whatever the load (at load 8 on two
    /// processors a busy thread gets about a quarter of one).
    static let busyMachineStretch = 8.0
    /// How near `sandboxTasks` a sandboxed run's count of tasks must come for the checker to say
    /// the run reached the limit (see `TaskCount`).
    static let taskLimitMargin = 8
    /// The value of the runner's `CHECKER_SANDBOXED` when a `ProcessCountGroup` holds the run: the
    /// runner then sets its `RLIMIT_NPROC` `taskLimitMargin` above `sandboxTasks`, so that the
    /// group, whose refusals the kernel counts, is the first to refuse a fork. With both limits
    /// equal the per-user count refused first in most runs of a fork bomb and the group counted
    /// none (seen: `pids.events` 0, 1 and 13 in runs that all reached 256 tasks).
    static let heldByProcessGroup = "process-group"
    /// Bytes of memory a sandboxed run may hold with everything it starts and writes to its
    /// `tmpfs` folders: half the runner's address space, far more than any check needs (a
    /// runner takes under 100 MB), and little enough that a few runs at once fit a grading
    /// machine (a container with less memory has its own, lower limit above this one).
    static let sandboxMemoryBytes: UInt64 = 1 << 30
    /// Bytes of memory one compile job may hold. A real exercise compiles in under 500 MB; a
    /// learner's 800 KB array literal made the type checker take 3.8 GB, enough to push a
    /// grading machine into swap or its OOM killer with other jobs running.
    static let compilerMemoryBytes: UInt64 = 2 << 30
    /// True when the checker can make memory control groups here (root, controller mounted).
    static let memoryGroupsAvailable: Bool = {
        guard let group = MemoryGroup.make(bytes: sandboxMemoryBytes) else { return false }
        group.group.remove()
        return true
    }()
}
