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
/// inherit its outputs, and reading a pipe to its end would wait for them too. The program is
/// started with `posix_spawn` in a process group of its own and waited for with `waitpid`, not
/// with `Foundation.Process`: in a test process that also runs other suites' children, a
/// `Process.waitUntilExit()` was seen waiting forever on a child that had already exited (a
/// zombie nobody reaped). What the program left running in its group is killed when it ends.
/// `environment` adds to (or replaces) variables of this process's environment for the program.
public func runCommand(
    _ executable: String, _ arguments: [String], timeLimit: TimeInterval = 120,
    environment: [String: String] = [:]
) throws -> CommandOutput {
    let files = FileManager.default
    let folder = files.temporaryDirectory.appendingPathComponent("course-site-run-\(UUID().uuidString)")
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: folder) }
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
        throw CommandRunError(executable: executable, reason: String(cString: strerror(spawned)))
    }

    let deadline = Date().addingTimeInterval(timeLimit)
    var status: Int32 = 0
    var timedOut = false
    while true {
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == pid { break }
        if reaped == -1 && errno != EINTR { break }
        if Date() > deadline {
            timedOut = true
            kill(-pid, SIGTERM)
            usleep(500_000)
            kill(-pid, SIGKILL)
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            break
        }
        usleep(20_000)
    }
    kill(-pid, SIGKILL)
    let signal = status & 0x7f
    return CommandOutput(
        status: signal == 0 ? (status >> 8) & 0xff : signal,
        standardOutput: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
        standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "",
        timedOut: timedOut)
}

/// A program could not be started at all.
public struct CommandRunError: Error, CustomStringConvertible {
    /// The program's path.
    public let executable: String
    /// Why, in the system's words.
    public let reason: String

    public var description: String { "could not start \(executable): \(reason)" }
}
