import Foundation

/// Puts an exercise's shipped stub back: backs up the learner's file, then writes the version
/// committed in git's `HEAD`.
struct StubRestorer {
    let root: URL
    let backupDirectory: URL

    /// Restores `exercise`; returns where the learner's file was backed up (nil when it was missing).
    func restore(_ exercise: Exercise) throws -> String? {
        let shipped = try shippedStub(exercise.exercisePath)
        let target = root.appending(path: exercise.exercisePath)
        var backupPath: String?
        if FileManager.default.fileExists(atPath: target.path) {
            let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
            let backup = backupDirectory.appending(path: "\(stamp)/\(exercise.exercisePath)")
            try FileManager.default.createDirectory(at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: target, to: backup)
            backupPath = backup.path
        }
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try shipped.write(to: target, options: .atomic)
        return backupPath
    }

    private func shippedStub(_ path: String) throws -> Data {
        guard let git = ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw CheckerError("`reset` needs git to find the shipped stub, and git is not installed.")
        }
        var show = ChildProcess(executable: git, arguments: ["-C", root.path, "show", "HEAD:\(path)"], timeLimit: 30)
        show.capturedOutputLimit = 64 * 1024 * 1024
        let shown = show.run()
        guard shown.outcome == .exited(0), let data = shown.standardOutput?.head else {
            throw CheckerError("Cannot find the shipped version of \(path) in git's HEAD, so it cannot be restored.")
        }
        return data
    }
}
