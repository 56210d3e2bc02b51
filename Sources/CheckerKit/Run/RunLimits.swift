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
    /// How near `sandboxTasks` a sandboxed run's count of tasks must come for the checker to say
    /// the run reached the limit (see `TaskCount`).
    static let taskLimitMargin = 8
}
