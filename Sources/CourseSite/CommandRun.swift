import Foundation

/// What a finished child process printed and how it ended.
public struct CommandOutput: Sendable {
    /// The exit status (or the signal that ended it, when `timedOut`).
    public let status: Int32
    /// Standard output, decoded as UTF-8.
    public let standardOutput: String
    /// Standard error, decoded as UTF-8.
    public let standardError: String
    /// True when the process ran past its time limit and was killed.
    public let timedOut: Bool
}

/// Runs a program to completion, capturing both outputs, and kills it if it runs longer than
/// `timeLimit` seconds, so that no test can hang on a stuck browser.
///
/// The outputs go to temporary files, not pipes: a browser leaves helper processes behind that
/// inherit its outputs, and reading a pipe to its end would wait for them too.
public func runCommand(
    _ executable: String, _ arguments: [String], timeLimit: TimeInterval = 120
) throws -> CommandOutput {
    let files = FileManager.default
    let folder = files.temporaryDirectory.appendingPathComponent("course-site-run-\(UUID().uuidString)")
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: folder) }
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    _ = files.createFile(atPath: outputFile.path, contents: nil)
    _ = files.createFile(atPath: errorFile.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputFile)
    let error = try FileHandle(forWritingTo: errorFile)
    defer { try? output.close(); try? error.close() }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()

    let deadline = Date().addingTimeInterval(timeLimit)
    var timedOut = false
    while process.isRunning {
        if Date() > deadline {
            timedOut = true
            process.terminate()
            Thread.sleep(forTimeInterval: 1)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            break
        }
        Thread.sleep(forTimeInterval: 0.05)
    }
    process.waitUntilExit()
    return CommandOutput(
        status: process.terminationStatus,
        standardOutput: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
        standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "",
        timedOut: timedOut)
}
