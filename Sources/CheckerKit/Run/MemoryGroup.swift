import Foundation

/// A control group of Linux's `memory` controller holding one child process and everything it
/// starts, with a limit on the memory they use together: anonymous memory, the page cache they
/// fill, and the pages of the `tmpfs` folders they write (a sandbox's `/tmp`, `/dev/shm` and
/// working folder), swap included where the kernel counts it (cgroup v1's `memory.memsw.*`,
/// v2's `memory.swap.max`). Past the limit the kernel reclaims, then kills a process of the group
/// (its OOM killer, counted in the group's `oom_kill`), never one of the machine's.
///
/// `RLIMIT_AS` (the runner's 2 GiB of address space) caps one process only; a learner's program
/// that starts many, or fills a `tmpfs`, went past it: one check took 5.7 GB of the host's memory.
struct MemoryGroup {
    let group: ControlGroup

    /// A new group allowing `bytes`, or nil where none can be made (see `ControlGroup`).
    static func make(bytes: UInt64) -> MemoryGroup? {
        ControlGroup.make(controller: "memory") { unified in
            unified
                ? [("memory.max", String(bytes)), ("memory.swap.max", "0")]
                : [("memory.limit_in_bytes", String(bytes))]
        }.map { group in
            // cgroup v1: memory and swap together may not pass the limit either (set after
            // `memory.limit_in_bytes`, which it may not be below); absent without swap accounting.
            if !group.unified, group.has("memory.memsw.limit_in_bytes") {
                _ = group.write(String(bytes), to: "memory.memsw.limit_in_bytes")
            }
            return MemoryGroup(group: group)
        }
    }

    /// The most memory the group held at once, in bytes (0 where the kernel does not say).
    var peakBytes: UInt64 {
        let file = group.unified ? "memory.peak" : "memory.max_usage_in_bytes"
        return UInt64((group.read(file) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// True when the kernel killed a process of the group for want of memory.
    var killedForMemory: Bool {
        group.unified
            ? group.counter("oom_kill", in: "memory.events") > 0
            : group.counter("oom_kill", in: "memory.oom_control") > 0
    }
}
