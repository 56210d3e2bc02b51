import Foundation

/// A control group of Linux's `pids` controller that holds one sandboxed run and every process
/// it starts, with `pids.max` set to the sandbox's limit: the kernel then refuses a fork past it
/// whoever the user is. `RLIMIT_NPROC` alone does not hold when the checker runs as root (Linux
/// exempts root's tasks): seen, a fork bomb under a root grader filled the machine's process
/// table (32,491 processes) until other programs' `fork` and `pthread_create` failed with `EAGAIN`.
///
/// The group also says whether the limit was reached: the kernel counts each refused fork in
/// `pids.events` (`max N`), which the code under check cannot write.
struct ProcessCountGroup {
    let group: ControlGroup

    /// A new group allowing `limit` processes, or nil where none can be made (see `ControlGroup`).
    static func make(limit: Int) -> ProcessCountGroup? {
        ControlGroup.make(controller: "pids") { _ in [("pids.max", String(limit))] }.map(ProcessCountGroup.init)
    }

    /// True when the kernel refused at least one fork because the group was full.
    var refusedForks: Bool { group.counter("max", in: "pids.events") > 0 }
}
