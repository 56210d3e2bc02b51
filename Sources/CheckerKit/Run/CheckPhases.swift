import Foundation

/// Where one check's time goes (issue 26, item 2): the wall-clock seconds of each step of a
/// `CheckRun` (reading the learner's file, the chapter's examples, compiling the learner's file,
/// compiling or reusing the hidden checks' runner, inspecting what it links, running it in the
/// sandbox). With `CHECKER_PHASES=<file>` in the environment the checker appends one JSON line per
/// check to that file: `{"id":…,"file":…,"status":…,"phases":[["compile the learner's file",0.41],…]}`;
/// `checker-benchmark` and anyone profiling a slow check read it. Without it nothing is written.
final class CheckPhases: @unchecked Sendable {
    /// The environment variable naming the file the lines are appended to.
    static let environmentVariable = "CHECKER_PHASES"

    private let lock = NSLock()
    private var last = Date()
    private var phases: [(String, Double)] = []

    /// Ends the phase named `name`: the time since the previous mark (or the start) is its own.
    func mark(_ name: String) {
        lock.withLock {
            let now = Date()
            phases.append((name, now.timeIntervalSince(last)))
            last = now
        }
    }

    /// The phases so far, in order.
    var recorded: [(name: String, seconds: Double)] { lock.withLock { phases.map { (name: $0.0, seconds: $0.1) } } }

    /// Appends the check's line to `path`: by default the file the environment names, if it names one.
    func write(
        id: String, file: String, status: ExerciseResult.Status,
        to path: String? = ProcessInfo.processInfo.environment[environmentVariable]
    ) {
        guard let path, !path.isEmpty else { return }
        mark("judge the runs")
        let entry: [String: Any] = [
            "id": id, "file": file, "status": status.rawValue,
            "phases": recorded.map { [$0.name, (($0.seconds * 1000).rounded() / 1000)] as [Any] },
        ]
        guard var line = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]) else { return }
        line.append(0x0A)
        // One write of a whole line to a file opened for appending: lines of parallel checks never interleave.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = line.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
    }
}
