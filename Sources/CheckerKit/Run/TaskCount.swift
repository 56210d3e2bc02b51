import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The tasks (processes and their threads, what `RLIMIT_NPROC` counts) of a process and of
/// everything below it, read from `/proc`: each process's threads are the entries of
/// `/proc/<pid>/task`, and its children are listed in `/proc/<pid>/task/<tid>/children` (Linux
/// 3.5 and later, `CONFIG_PROC_CHILDREN`, which Debian's and Ubuntu's kernels have). Without that
/// file only the root's own threads are counted.
///
/// The checker samples the count while a sandboxed runner runs: a run whose count comes near the
/// sandbox's process limit (`RunLimits.sandboxTasks`) tried to start more processes than the
/// limit allows (a fork bomb), which the program itself cannot show: `fork` only fails with `EAGAIN`.
struct TaskCount {
    /// The most tasks seen at once below the root so far.
    private(set) var peak = 0

    /// When the tasks were last counted.
    private var sampled: Date = .distantPast

    /// Counts the tasks below `root` now (at most every `interval` seconds; `force` counts
    /// anyway) and keeps the largest count. A fork bomb stays at the limit once it reaches it, so
    /// counting every few milliseconds finds it, and costs a run almost nothing.
    /// Returns the processes counted (nil when it was not yet time to count).
    @discardableResult
    mutating func sample(root: pid_t, interval: Double = 0.005, force: Bool = false) -> [pid_t]? {
        let now = Date()
        guard force || now.timeIntervalSince(sampled) >= interval else { return nil }
        sampled = now
        let found = Self.below(root)
        peak = max(peak, found.tasks)
        return found.processes
    }

    /// True when `peak` shows that the run's processes reached the sandbox's process limit:
    /// within a few tasks of it (the count includes bubblewrap's own process, outside the limit).
    var reachedLimit: Bool { peak >= RunLimits.sandboxTasks - RunLimits.taskLimitMargin }

    /// The tasks of `root` and of every process below it now (bounded, in case `/proc` changes
    /// faster than it is read).
    static func tasks(under root: pid_t) -> Int { below(root).tasks }

    /// The tasks of `root` and of every process below it now, and those processes, `root` first.
    static func below(_ root: pid_t) -> (tasks: Int, processes: [pid_t]) {
        var count = 0
        var pending = [root]
        var seen: Set<pid_t> = []
        var processes: [pid_t] = []
        while let pid = pending.popLast(), seen.count < 4 * RunLimits.sandboxTasks {
            guard seen.insert(pid).inserted else { continue }
            let threads = entries(of: "/proc/\(pid)/task")
            guard !threads.isEmpty else { continue }
            processes.append(pid)
            count += threads.count
            for thread in threads {
                pending += children(listedIn: "/proc/\(pid)/task/\(thread)/children")
            }
        }
        return (count, processes)
    }

    /// The numeric entries of a folder of `/proc`.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if let first = name.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
                names.append(name)
            }
        }
        return names
    }

    /// The process ids in a `children` file ("12 13 ").
    private static func children(listedIn file: String) -> [pid_t] {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            text += buffer[0..<count]
        }
        return text.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }).compactMap {
            pid_t(String(decoding: $0, as: UTF8.self))
        }
    }
}
