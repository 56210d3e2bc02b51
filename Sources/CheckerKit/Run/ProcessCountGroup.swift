import Foundation

/// A control group of Linux's `pids` controller that holds one sandboxed run and every process
/// it starts, with `pids.max` set to the sandbox's limit: the kernel then refuses a fork past it
/// whoever the user is. `RLIMIT_NPROC` alone does not hold when the checker runs as root (Linux
/// exempts root's tasks): seen, a fork bomb under a root grader filled the machine's process
/// table (32,491 processes) until other programs' `fork` and `pthread_create` failed with `EAGAIN`.
///
/// The group also says whether the limit was reached, from the kernel's own counts, which the
/// code under check cannot write: each fork refused because the group was full (`pids.events`,
/// `max N`), and the most tasks the group held at once (`pids.peak`, where the kernel has it). The
/// peak still shows a full group when something other than the group refused the fork that went
/// past it; the runner's own `RLIMIT_NPROC` is set above the group's so that it rarely does
/// (`RunLimits.heldByProcessGroup`).
struct ProcessCountGroup {
    let group: ControlGroup
    /// The most tasks the group may hold.
    let limit: Int

    /// A new group allowing `limit` processes, or nil where none can be made (see `ControlGroup`).
    static func make(limit: Int) -> ProcessCountGroup? {
        ControlGroup.make(controller: "pids") { _ in [("pids.max", String(limit))] }.map {
            ProcessCountGroup(group: $0, limit: limit)
        }
    }

    /// True when the kernel refused at least one fork because the group was full.
    var refusedForks: Bool { group.counter("max", in: "pids.events") > 0 }

    /// The most tasks the group held at once, nil where the kernel does not say.
    var peakTasks: Int? {
        group.read("pids.peak").flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// True when the group refused a fork or came within `RunLimits.taskLimitMargin` of its limit.
    var reachedLimit: Bool {
        refusedForks || (peakTasks ?? 0) >= limit - min(RunLimits.taskLimitMargin, limit / 4)
    }
}
