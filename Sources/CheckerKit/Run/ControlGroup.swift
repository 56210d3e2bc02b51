import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One Linux control group the checker made for one child process (`cgroups(7)`): a folder in a
/// controller's hierarchy whose limits the kernel applies to every process in it, whoever its
/// user is. A process enters by writing its id to `cgroup.procs` before it executes the program
/// (see `ChildProcess`), so the program and everything it starts are inside from their first
/// instruction.
///
/// Made only where the checker may: as root, with the controller mounted (cgroup v1's
/// `/sys/fs/cgroup/<controller>`, or cgroup v2 where the root hands the controller to the groups
/// below). Elsewhere `make` gives nil.
struct ControlGroup {
    /// The group's folder.
    let folder: String
    /// True when the group is in the unified (v2) hierarchy, whose files have other names.
    let unified: Bool

    /// The file a process writes its id to, to enter the group with all it starts afterwards.
    var membership: String { folder + "/cgroup.procs" }

    /// A new group of `controller`, with `settings(unified)` written in order (file name, value);
    /// nil where none can be made or a setting is refused.
    static func make(controller: String, settings: (Bool) -> [(String, String)]) -> ControlGroup? {
        guard geteuid() == 0, let (hierarchy, unified) = hierarchy(of: controller) else { return nil }
        removeAbandoned(in: hierarchy)
        let folder = "\(hierarchy)/workbook-checker-\(getpid())-\(UUID().uuidString.prefix(8))"
        guard mkdir(folder, 0o755) == 0 else { return nil }
        let group = ControlGroup(folder: folder, unified: unified)
        ProcessTree.track(group: folder)
        for (file, value) in settings(unified) where !group.write(value, to: file) {
            group.remove()
            return nil
        }
        return group
    }

    /// Writes `value` to one of the group's files; false when the kernel refuses it.
    func write(_ value: String, to file: String) -> Bool {
        (try? value.write(toFile: folder + "/" + file, atomically: false, encoding: .utf8)) != nil
    }

    /// True when the group has the file (a setting the kernel may not offer, such as swap).
    func has(_ file: String) -> Bool { access(folder + "/" + file, F_OK) == 0 }

    /// The contents of one of the group's files, nil when it cannot be read.
    func read(_ file: String) -> String? {
        try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)
    }

    /// The number after `key` in a file of "key value" lines (`pids.events`, `memory.events`,
    /// cgroup v1's `memory.oom_control`); 0 when absent.
    func counter(_ key: String, in file: String) -> Int {
        for line in (read(file) ?? "").split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, fields[0] == key { return Int(fields[1]) ?? 0 }
        }
        return 0
    }

    /// Kills every process still in the group, then deletes it once they are gone (the kernel
    /// refuses while any is left): after a fork bomb the namespace's hundreds of killed processes
    /// take a while to go, and half a second was seen to be too short, so this waits up to 5 s.
    func remove() {
        defer { ProcessTree.untrack(group: folder) }
        for _ in 0..<500 {
            if rmdir(folder) == 0 || errno == ENOENT { return }
            for pid in (read("cgroup.procs") ?? "").split(separator: "\n").compactMap({ pid_t($0) }) {
                kill(pid, SIGKILL)
            }
            usleep(10_000)
        }
    }

    /// Deletes the empty groups a checker killed outright (SIGKILL: no cleanup runs) left in
    /// `hierarchy`: those named after a process that no longer exists. Once per hierarchy and
    /// checker.
    private static func removeAbandoned(in hierarchy: String) {
        guard sweptLock.withLock({ swept.insert(hierarchy).inserted }) else { return }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: hierarchy)) ?? [] {
            let parts = name.split(separator: "-")
            guard name.hasPrefix("workbook-checker-"), parts.count == 4, let pid = pid_t(parts[2]),
                kill(pid, 0) == -1, errno == ESRCH
            else { continue }
            rmdir(hierarchy + "/" + name)
        }
    }

    private static let sweptLock = NSLock()
    nonisolated(unsafe) private static var swept: Set<String> = []

    /// Where `controller` is mounted: cgroup v1's own hierarchy, or the v2 hierarchy when it
    /// offers the controller and hands it to the groups below.
    private static func hierarchy(of controller: String) -> (String, Bool)? {
        let v1 = "/sys/fs/cgroup/\(controller)"
        if access(v1 + "/cgroup.procs", W_OK) == 0 { return (v1, false) }
        let v2 = "/sys/fs/cgroup"
        guard let controllers = try? String(contentsOfFile: v2 + "/cgroup.subtree_control", encoding: .utf8),
            controllers.split(whereSeparator: \.isWhitespace).contains(Substring(controller)),
            access(v2 + "/cgroup.procs", W_OK) == 0
        else { return nil }
        return (v2, true)
    }

    /// The command that enters `groups` and then executes `command`: a shell that writes its own
    /// id to each group's `cgroup.procs` (and gives up, with status 125, if one refuses it).
    static func entering(_ groups: [ControlGroup], then command: [String]) -> [String] {
        guard !groups.isEmpty else { return command }
        return [
            "/bin/sh", "-c",
            #"while [ "$1" != -- ]; do echo $$ > "$1" || exit 125; shift; done; shift; exec "$@""#, "sh",
        ] + groups.map(\.membership) + ["--"] + command
    }
}
