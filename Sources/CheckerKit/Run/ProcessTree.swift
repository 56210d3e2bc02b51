import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Keeps every process a check starts inside the checker's reach, and kills what is left.
///
/// The `checker` executable makes itself a child subreaper (`prctl(PR_SET_CHILD_SUBREAPER)`,
/// through `adoptOrphans()`): a process that detaches from its parent (`setsid`, `setpgid`, a
/// daemon's double fork, a child started with `Foundation.Process`) is re-parented to the checker
/// instead of to `init` when its parent ends. After each child ends, `sweep` kills every
/// descendant of a finished child and, in the executable, every orphan re-parented to the
/// checker, found in `/proc` by parent id, and reaps them; children still being waited for (a
/// compiler of another job) are left alone.
///
/// A subreaper is a property of the whole process, so only the executable becomes one. A process
/// that merely links CheckerKit (the project's tests) keeps its own children to itself: its sweeps
/// take only the descendants of the children CheckerKit started, never an orphan, which may be
/// another library's child (Swift Testing's exit tests, a `Foundation.Process`).
enum ProcessTree {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var active: Set<pid_t> = []
    nonisolated(unsafe) private static var temporaryFolders: Set<String> = []
    nonisolated(unsafe) private static var controlGroups: Set<String> = []

    nonisolated(unsafe) private static var adoptsOrphans = false

    /// Makes this process the subreaper of everything it starts, so that sweeps also take the
    /// orphans re-parented to it. Only the `checker` executable calls this (see `CheckerProcess`).
    static func adoptOrphans() {
        lock.withLock {
            guard !adoptsOrphans else { return }
            adoptsOrphans = SystemCalls.prctl(SystemCalls.setChildSubreaper, 1) == 0
        }
    }

    /// Held while a child is spawned and registered, and while a sweep looks for orphans, so
    /// that a sweep never takes a child another thread has just started for an orphan.
    private static let spawnLock = NSLock()

    /// Runs `spawn` and records the child it returns (nil when nothing started) as being waited for.
    static func spawning(_ spawn: () -> pid_t?) -> pid_t? {
        spawnLock.withLock {
            let pid = spawn()
            if let pid { _ = lock.withLock { active.insert(pid) } }
            return pid
        }
    }

    /// Records that a child has been reaped.
    static func ended(_ pid: pid_t) {
        _ = lock.withLock { active.remove(pid) }
    }

    /// Records a temporary folder to delete if the checker is interrupted.
    static func track(folder: String) {
        _ = lock.withLock { temporaryFolders.insert(folder) }
    }

    /// Forgets a folder that its owner deleted.
    static func untrack(folder: String) {
        _ = lock.withLock { temporaryFolders.remove(folder) }
    }

    /// Records a control group to delete if the checker is interrupted (see `ControlGroup`).
    static func track(group folder: String) {
        _ = lock.withLock { controlGroups.insert(folder) }
    }

    /// Forgets a control group that its owner deleted.
    static func untrack(group folder: String) {
        _ = lock.withLock { controlGroups.remove(folder) }
    }

    /// Kills `root` (when given) with everything below it, and (in the executable, which adopts
    /// orphans) every orphan re-parented to the checker with everything below it, until none is
    /// left (at most a second).
    static func sweep(root: pid_t? = nil) {
        let me = getpid()
        let sweepsOrphans = lock.withLock { adoptsOrphans }
        // Without a root, and in a process that adopts no orphans, there is nothing to look for.
        guard root != nil || sweepsOrphans else { return }
        let deadline = Date().addingTimeInterval(1)
        var rounds = 0
        repeat {
            let orphans: [pid_t] = spawnLock.withLock {
                let running = lock.withLock { active }
                var targets: [pid_t] = []
                let orphans: [pid_t]
                // Only orphans to look for: the checker's own children, then theirs (`ProcessChildren`),
                // rather than the parent of every process on the machine.
                if root == nil, let children = ProcessChildren.of(me) {
                    orphans = children.filter { !running.contains($0) }
                    for orphan in orphans { targets += [orphan] + (ProcessChildren.descendants(of: orphan) ?? []) }
                } else {
                    let parents = parentsByProcess()
                    if let root { targets += descendants(of: root, parents: parents) }
                    orphans =
                        sweepsOrphans
                        ? parents.filter { $0.value == me && !running.contains($0.key) && $0.key != root }.map(\.key)
                        : []
                    for orphan in orphans { targets += [orphan] + descendants(of: orphan, parents: parents) }
                }
                for target in targets { kill(target, SIGKILL) }
                return targets.isEmpty ? [-1] : orphans
            }
            if orphans == [-1] { return }
            for orphan in orphans { reap(orphan) }
            // Most often the orphans were all there was (bubblewrap's first process, ending with
            // it): look again at once; after that, give what was killed below them time to die.
            rounds += 1
            if rounds > 1 { usleep(2_000) }
        } while Date() < deadline
    }

    /// Kills every child and orphan and deletes every tracked folder: what an interrupted
    /// checker does before it exits.
    static func killEverything() {
        let (children, folders, groups) = lock.withLock { (active, temporaryFolders, controlGroups) }
        for child in children {
            kill(-child, SIGKILL)
            kill(child, SIGKILL)
        }
        for child in children { sweep(root: child) }
        sweep()
        for group in groups { ControlGroup(folder: group, unified: false).remove() }
        // A killed process may still be closing its files: try a few times.
        for _ in 0..<10 {
            let left = folders.filter { FileManager.default.fileExists(atPath: $0) }
            if left.isEmpty { break }
            for folder in left { try? FileManager.default.removeItem(atPath: folder) }
            usleep(20_000)
        }
    }

    /// Every process below `root`, deepest last.
    static func descendants(of root: pid_t, parents: [pid_t: pid_t]) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for (pid, parent) in parents { children[parent, default: []].append(pid) }
        var found: [pid_t] = []
        var queue = children[root] ?? []
        while let next = queue.popLast() {
            found.append(next)
            queue += children[next] ?? []
        }
        return found
    }

    /// The parent of every living process, and of the checker's zombies, from `/proc/<pid>/stat`.
    /// Read with `open`/`read` into one buffer: a sweep follows every child the checker starts,
    /// and reading each file through `String(contentsOfFile:)` cost a debug build tens of milliseconds.
    static func parentsByProcess() -> [pid_t: pid_t] {
        var parents: [pid_t: pid_t] = [:]
        let me = getpid()
        ProcessFiles.forEach("stat", bufferSize: 1024) { pid, stat in
            guard let (state, parent) = Self.stateAndParent(stat) else { return }
            // A zombie is dead; only the checker's own need reaping, so only those are listed.
            guard state != UInt8(ascii: "Z") || parent == me else { return }
            parents[pid] = parent
        }
        return parents
    }

    /// The state letter and the parent id of a `/proc/<pid>/stat` line: the two fields after the
    /// command name, which is in parentheses and may itself hold spaces and parentheses.
    static func stateAndParent(_ line: UnsafeBufferPointer<UInt8>) -> (UInt8, pid_t)? {
        guard let close = line.lastIndex(of: UInt8(ascii: ")")), close + 4 < line.count else { return nil }
        let state = line[close + 2]
        var index = close + 4
        var parent: pid_t = 0
        var digits = 0
        while index < line.count, line[index] >= UInt8(ascii: "0"), line[index] <= UInt8(ascii: "9") {
            parent = parent &* 10 &+ pid_t(line[index] &- UInt8(ascii: "0"))
            index += 1
            digits += 1
        }
        return digits > 0 ? (state, parent) : nil
    }

    private static func reap(_ pid: pid_t) {
        var status: Int32 = 0
        for _ in 0..<50 {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result == -1 && errno == ECHILD) { return }
            usleep(1_000)
        }
    }
}
