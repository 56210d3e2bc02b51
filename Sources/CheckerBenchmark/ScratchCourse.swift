import CheckerKit
import Foundation

/// A copy of the course in a scratch folder, where the benchmark runs the `checker` command as a
/// learner types it: the learner's own files are never touched, and the copy's cache (`.checker`)
/// starts empty. Only the course is copied (manifest, chapters, solutions, checks, stubs); the
/// checker finds the runtime it grades against next to its own executable.
struct ScratchCourse {
    let folder: URL
    let checkerExecutable: URL

    /// Copies the course of `root` into `folder`, replacing what was there.
    init(copying root: URL, into folder: URL, checkerExecutable: URL) throws {
        self.folder = folder
        self.checkerExecutable = checkerExecutable
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appending(path: "Tests"), withIntermediateDirectories: true)
        for path in ["Package.swift", "Chapters", "Solutions", "Tests/Checks", "Tests/Stubs"]
        where FileManager.default.fileExists(atPath: root.appending(path: path).path) {
            try FileManager.default.copyItem(at: root.appending(path: path), to: folder.appending(path: path))
        }
    }

    /// The `checker` next to this benchmark's executable.
    static func builtChecker() -> URL {
        (Bundle.main.executableURL ?? URL(filePath: CommandLine.arguments[0]))
            .deletingLastPathComponent().appending(path: "checker")
    }

    /// Writes `source` (a file of the course, relative to its root) over `exercise`'s file.
    func place(_ source: String, as exercise: Exercise) throws {
        let destination = folder.appending(path: exercise.exercisePath)
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.copyItem(at: folder.appending(path: source), to: destination)
    }

    /// Runs `checker <arguments>` in the copy, output discarded; its exit status and wall-clock seconds.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:]
    ) throws -> (status: Int32, seconds: Double) {
        let process = Process()
        process.executableURL = checkerExecutable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let started = Date()
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, Date().timeIntervalSince(started))
    }

    /// Runs `checker watch` in the copy, as a learner who keeps it open, until `done()` holds (or
    /// watch ends), then quits it with `q`; the seconds `done()` took to hold.
    func watch(until done: () -> Bool) throws -> Double {
        let process = Process()
        process.executableURL = checkerExecutable
        process.arguments = ["watch", "--interval", "0.2"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let started = Date()
        try process.run()
        while process.isRunning, !done() { usleep(100_000) }
        let seconds = Date().timeIntervalSince(started)
        input.fileHandleForWriting.write(Data("q\n".utf8))
        process.waitUntilExit()
        guard done() else {
            throw BenchmarkError("watch ended (status \(process.terminationStatus)) before it was done")
        }
        return seconds
    }
}
