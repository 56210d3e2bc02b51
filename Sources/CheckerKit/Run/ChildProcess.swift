import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as the leader of its own process group, with a time limit, its output sent to
/// files. On timeout, and after every run, the whole group is killed, so nothing the program
/// started can outlive the check.
public struct ChildProcess: Sendable {
    /// The absolute path of the program.
    public var executable: String
    /// The arguments after the program name.
    public var arguments: [String]
    /// Variables added to (or replacing those of) the checker's environment.
    public var extraEnvironment: [String: String] = [:]
    /// Where standard output goes; `/dev/null` when nil.
    public var standardOutputPath: String?
    /// Where standard error goes; `/dev/null` when nil.
    public var standardErrorPath: String?
    /// Seconds the process may run before its group is killed.
    public var timeLimit: Double

    /// Creates a description of a run; nothing starts until `run()`.
    public init(executable: String, arguments: [String], timeLimit: Double) {
        self.executable = executable
        self.arguments = arguments
        self.timeLimit = timeLimit
    }

    /// Starts the program and waits for it, at most `timeLimit` seconds.
    public func run() -> FinishedProcess {
        let start = Date()
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigmask(&attributes, &noMask)

        var files = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&files, 1, standardOutputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&files, 2, standardErrorPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var environment = ProcessInfo.processInfo.environment
        environment.merge(extraEnvironment) { _, new in new }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawnError = posix_spawn(&pid, executable, &files, &attributes, argv, envp)
        guard spawnError == 0 else {
            return FinishedProcess(outcome: .couldNotStart(spawnError), duration: 0, processGroup: 0)
        }
        let outcome = waitForExit(of: pid, deadline: start.addingTimeInterval(timeLimit))
        kill(-pid, SIGKILL)
        return FinishedProcess(outcome: outcome, duration: Date().timeIntervalSince(start), processGroup: pid)
    }

    private func waitForExit(of pid: pid_t, deadline: Date) -> ProcessOutcome {
        var status: Int32 = 0
        var pause: useconds_t = 200
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return Self.outcome(fromWaitStatus: status) }
            if reaped == -1 && errno != EINTR { return .exited(-1) }
            if Date() >= deadline {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                return .timedOut
            }
            usleep(pause)
            pause = min(pause * 2, 5_000)
        }
    }

    private static func outcome(fromWaitStatus status: Int32) -> ProcessOutcome {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
}
