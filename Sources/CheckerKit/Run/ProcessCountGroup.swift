import Foundation

/// A control group of Linux's `pids` controller that holds one sandboxed run and every process
/// it starts, with `pids.max` set to the sandbox's limit: the kernel then refuses a fork past it
/// whoever the user is. `RLIMIT_NPROC` alone does not hold when the checker runs as root (Linux
/// exempts root's tasks, and bubblewrap started by root keeps that user outside its namespace):
/// seen, a fork bomb under a root grader filled the machine's process table (32,491 processes)
/// until other programs' `fork` and `pthread_create` failed with `EAGAIN`.
///
/// Made only where the checker may: as root, with the controller mounted (cgroup v1's
/// `/sys/fs/cgroup/pids`, or cgroup v2 where `pids` is among the root's controllers). Elsewhere
/// `make` gives nil and the run relies on `RLIMIT_NPROC` and the checker's task count.
struct ProcessCountGroup {
    /// The group's folder.
    let folder: String

    /// The file a process writes its id to, to enter the group with all it starts afterwards.
    var membership: String { folder + "/cgroup.procs" }

    /// A new group allowing `limit` processes, or nil where none can be made.
    static func make(limit: Int) -> ProcessCountGroup? {
        guard geteuid() == 0, let hierarchy = pidsHierarchy() else { return nil }
        let folder = "\(hierarchy)/workbook-checker-\(getpid())-\(UUID().uuidString.prefix(8))"
        guard mkdir(folder, 0o755) == 0 else { return nil }
        let group = ProcessCountGroup(folder: folder)
        guard (try? String(limit).write(toFile: folder + "/pids.max", atomically: false, encoding: .utf8)) != nil
        else {
            group.remove()
            return nil
        }
        return group
    }

    /// Deletes the group once its processes are gone (the kernel refuses while any is left):
    /// after a fork bomb the namespace's hundreds of killed processes take a while to go, and
    /// half a second was seen to be too short, so this waits up to 5 s.
    func remove() {
        for _ in 0..<500 {
            if rmdir(folder) == 0 || errno == ENOENT { return }
            usleep(10_000)
        }
    }

    /// Where the `pids` controller is mounted: cgroup v1's own hierarchy, or the v2 hierarchy
    /// when it offers the controller and hands it to the groups below.
    private static func pidsHierarchy() -> String? {
        let v1 = "/sys/fs/cgroup/pids"
        if access(v1 + "/cgroup.procs", W_OK) == 0 { return v1 }
        let v2 = "/sys/fs/cgroup"
        guard let controllers = try? String(contentsOfFile: v2 + "/cgroup.subtree_control", encoding: .utf8),
            controllers.split(whereSeparator: \.isWhitespace).contains("pids"),
            access(v2 + "/cgroup.procs", W_OK) == 0
        else { return nil }
        return v2
    }
}
