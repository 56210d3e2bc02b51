import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program as the leader of its own process group, with a time limit, its output sent to
/// files or captured from pipes. On timeout, and after every run, the program's group and every
/// process below it are killed; in the `checker` executable, detached ones too (see `ProcessTree`
/// and `CheckerProcess`), so nothing the program started can outlive the check.
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
    /// Seconds the process may run before its group is killed, not counting the time its threads
    /// waited for a processor on a busy machine (`ProcessorWait`), up to
    /// `RunLimits.busyMachineStretch` times the limit in all.
    public var timeLimit: Double
    /// When set, standard error is read from a pipe and kept within these limits (head, tail
    /// bytes) instead of going to `standardErrorPath`.
    public var capturedErrorLimits: (head: Int, tail: Int)?
    /// When set, standard output is read from a pipe and kept up to this many bytes instead of
    /// going to `standardOutputPath`.
    public var capturedOutputLimit: Int?
    /// The folder the program starts in; the checker's own when nil.
    public var workingDirectory: String?
    /// A descriptor of the checker's given to the program as descriptor `EntryPoint.channelDescriptor`.
    var channelDescriptor: Int32?
    /// When set, the program runs in the sandbox this describes (see `SandboxLayout`), with a
    /// scrubbed environment and its own working folder.
    var sandbox: SandboxLayout?
    /// When true, the tasks of the program and of everything below it are counted while it
    /// runs and once more before a timeout kills them (`TaskCount`), so that a run that reached
    /// the sandbox's process limit can be named.
    var countsTasks = false
    /// When set (and the checker is root, with the `memory` controller), the program and
    /// everything it starts may hold at most this many bytes of memory together (`MemoryGroup`);
    /// past it the kernel kills one of them and `FinishedProcess.killedForMemory` says so. As
    /// root such a job also runs in a PID namespace of its own that dies with the checker (see
    /// `run`). The compile jobs use it (`RunLimits.compilerMemoryBytes`).
    public var memoryLimit: UInt64?
    /// True for a program known to start no process of its own (the linker, `ld.lld`): a job with
    /// a memory limit then runs without the PID namespace that would end its children with it,
    /// which costs a fork and two programs started (`unshare` and a shell).
    var startsNoProcesses = false

    /// Creates a description of a run; nothing starts until `run()`.
    public init(executable: String, arguments: [String], timeLimit: Double) {
        self.executable = executable
        self.arguments = arguments
        self.timeLimit = timeLimit
    }

    /// Starts the program and waits for it, at most `timeLimit` seconds; `afterSpawn` runs as
    /// soon as the program has started (or failed to).
    public func run(afterSpawn: () -> Void = {}) -> FinishedProcess {
        // Started through `setpriv` (see below), a program that cannot be executed is reported as
        // `posix_spawn` would report it, not as the exit status of the wrapper that failed to.
        if sandbox == nil, Self.parentDeathSetpriv != nil, access(executable, X_OK) != 0 {
            return FinishedProcess(outcome: .couldNotStart(errno), duration: 0, processGroup: 0)
        }
        let start = Date()
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
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
        var outputPipe: [Int32] = [-1, -1]
        if capturedOutputLimit != nil, let ends = SystemCalls.closeOnExecPipe() {
            outputPipe = [ends.read, ends.write]
            posix_spawn_file_actions_adddup2(&files, outputPipe[1], 1)
        } else {
            posix_spawn_file_actions_addopen(
                &files, 1, standardOutputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        var errorPipe: [Int32] = [-1, -1]
        if capturedErrorLimits != nil, let ends = SystemCalls.closeOnExecPipe() {
            errorPipe = [ends.read, ends.write]
            posix_spawn_file_actions_adddup2(&files, errorPipe[1], 2)
        } else {
            posix_spawn_file_actions_addopen(
                &files, 2, standardErrorPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        let launch =
            sandbox?.launch(executable: executable, arguments: arguments, extra: extraEnvironment)
            ?? SandboxLayout.Launch(
                executable: executable, arguments: arguments,
                environment: ProcessInfo.processInfo.environment.merging(extraEnvironment) { _, new in new },
                workingDirectory: workingDirectory)
        if let directory = launch.workingDirectory { _ = SystemCalls.addChangeDirectory(&files, directory) }
        // The descriptors the program gets, first copied above every number they go to, so that
        // no `dup2` overwrites a descriptor another one is still to be copied from.
        var given: [(target: Int32, source: Int32)] = launch.passed
        if let channelDescriptor { given.append((EntryPoint.channelDescriptor, channelDescriptor)) }
        // The wait below wakes the moment the program ends (`ExitPipe`): a compile's jobs, never
        // the runner of a learner's code (sandboxed or not), which gets no descriptor but its channel.
        let exitPipe = sandbox == nil && channelDescriptor == nil ? ExitPipe() : nil
        if let exitPipe { given.append((ExitPipe.descriptor, exitPipe.writeEnd)) }
        // Closed as soon as the program is spawned (nothing returns before): the exit pipe's
        // write end must then be the program's alone.
        let copies = given.map { (target: $0.target, source: fcntl($0.source, F_DUPFD_CLOEXEC, 64)) }
        for copy in copies.sorted(by: { $0.target < $1.target }) where copy.source >= 0 {
            posix_spawn_file_actions_adddup2(&files, copy.source, copy.target)
        }
        // Nothing else of the checker's reaches the child: not another thread's half-written file.
        _ = SystemCalls.addCloseFrom(&files, (given.map(\.target).max() ?? 2) + 1)

        var environment = launch.environment
        environment[EntryPoint.channelVariable] = channelDescriptor == nil ? nil : String(EntryPoint.channelDescriptor)
        // A sandboxed run (and a job with a memory limit) enters its control groups before it
        // executes bubblewrap (or the program), so that everything it starts counts against them.
        let processGroup = countsTasks ? ProcessCountGroup.make(limit: RunLimits.sandboxTasks) : nil
        if processGroup != nil, environment["CHECKER_SANDBOXED"] != nil {
            environment["CHECKER_SANDBOXED"] = RunLimits.heldByProcessGroup
        }
        let memoryGroup =
            countsTasks
            ? MemoryGroup.make(bytes: RunLimits.sandboxMemoryBytes)
            : memoryLimit.flatMap { MemoryGroup.make(bytes: $0) }
        var program = [launch.executable] + launch.arguments
        var throughNamespaceShell = false
        if sandbox == nil, let setpriv = Self.parentDeathSetpriv {
            // Dies with the checker, even one killed with SIGKILL (a grading deadline): a compiler
            // was seen running 85 s after the checker that started it had been killed. A job
            // held to a memory limit (a compile) also runs in a PID namespace of its own, as root:
            // when its first process dies (`--kill-child`), the kernel kills every process in
            // it, so a driver's frontends die with the driver. That first process is a shell
            // running the program as its child: a namespace's first process ignores signals
            // sent from inside it, so a program killed by a signal (by itself, by the kernel)
            // must not be that process; the shell ends with 128 + the signal's number, which
            // is read back as the signal below.
            let namespace =
                memoryLimit != nil && !startsNoProcesses && geteuid() == 0
                    && FileManager.default.isExecutableFile(atPath: Self.unshare)
                ? [Self.unshare, "--pid", "--fork", "--kill-child=KILL", "--", "/bin/sh", "-c", "\"$@\"", "sh"] : []
            throughNamespaceShell = !namespace.isEmpty
            program = [setpriv, "--pdeathsig", "KILL", "--"] + namespace + program
        }
        let command = ControlGroup.entering([processGroup?.group, memoryGroup?.group].compactMap { $0 }, then: program)
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var channel = channelDescriptor.flatMap {
            ChannelWatch(descriptor: $0, programFile: launch.programFile ?? executable)
        }
        var pid: pid_t = 0
        var spawnError: Int32 = 0
        _ = ProcessTree.spawning {
            spawnError = posix_spawn(&pid, command[0], &files, &attributes, argv, envp)
            return spawnError == 0 ? pid : nil
        }
        launch.started()
        for copy in copies where copy.source >= 0 { close(copy.source) }
        // Only the program holds the exit pipe's write end now, so its end closes it.
        exitPipe?.closeWriteEnd()
        if errorPipe[1] >= 0 { close(errorPipe[1]) }
        if outputPipe[1] >= 0 { close(outputPipe[1]) }
        afterSpawn()
        let drain =
            errorPipe[0] >= 0
            ? OutputDrain(
                descriptor: errorPipe[0], headLimit: capturedErrorLimits?.head ?? 0,
                tailLimit: capturedErrorLimits?.tail ?? 0) : nil
        let outputDrain =
            outputPipe[0] >= 0
            ? OutputDrain(descriptor: outputPipe[0], headLimit: capturedOutputLimit ?? 0, tailLimit: 0) : nil
        guard spawnError == 0 else {
            _ = launch.finished()
            processGroup?.group.remove()
            memoryGroup?.group.remove()
            return FinishedProcess(
                outcome: .couldNotStart(spawnError), duration: 0, processGroup: 0,
                standardOutput: outputDrain?.finish(timeout: 1), standardError: drain?.finish(timeout: 1))
        }
        var tasks = TaskCount()
        let exit = waitForExit(of: pid, start: start, tasks: &tasks, channel: &channel, exitPipe: exitPipe)
        var outcome = sandbox?.outcome(exit) ?? exit
        if throughNamespaceShell, case .exited(let code) = exit, code > 128, code < 128 + 65 {
            outcome = .signaled(code - 128)
        }
        kill(-pid, SIGKILL)
        ProcessTree.ended(pid)
        ProcessTree.sweep()
        let status = launch.finished()
        var finished = FinishedProcess(
            outcome: outcome, duration: Date().timeIntervalSince(start), processGroup: pid,
            standardOutput: outputDrain?.finish(timeout: 2), standardError: drain?.finish(timeout: 2),
            peakTasks: tasks.peak, reachedTaskLimit: tasks.reachedLimit || processGroup?.reachedLimit == true)
        finished.channelSwapped = channel?.swapped == true
        finished.peakMemoryBytes = memoryGroup?.peakBytes
        finished.killedForMemory = memoryGroup?.killedForMemory == true
        // bubblewrap ended on its own without starting the program: the sandbox failed.
        if let status, case .exited = exit { finished.sandboxNeverStarted = status.programNeverStarted }
        processGroup?.group.remove()
        memoryGroup?.group.remove()
        return finished
    }

    /// util-linux's `unshare`, which starts a program in namespaces of its own.
    static let unshare = "/usr/bin/unshare"

    /// `setpriv` when it can set the parent-death signal (util-linux 2.33 and later).
    static let parentDeathSetpriv: String? = {
        guard let setpriv = Sandbox.setprivPath else { return nil }
        return SetprivOptions.supportsParentDeathSignal(setpriv) ? setpriv : nil
    }()

    private func waitForExit(
        of pid: pid_t, start: Date, tasks: inout TaskCount, channel: inout ChannelWatch?, exitPipe: ExitPipe?
    ) -> ProcessOutcome {
        defer { exitPipe?.closeReadEnd() }
        var waking = exitPipe != nil
        var status: Int32 = 0
        var deadline = start.addingTimeInterval(timeLimit)
        var processorWait = ProcessorWait()
        var pause: useconds_t = 200
        while true {
            if countsTasks {
                if let processes = tasks.sample(root: pid) { channel?.inspect(processes) }
                // Past the limit: no process-count group held it (see `ProcessCountGroup`).
                if tasks.peak > RunLimits.sandboxTasks + RunLimits.taskLimitMargin {
                    Self.killAndReap(pid)
                    return .signaled(SIGKILL)
                }
            }
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return Self.outcome(fromWaitStatus: status) }
            if reaped == -1 && errno != EINTR { return .exited(-1) }
            if Date() >= deadline {
                // Time spent waiting for a processor is the machine's, not the program's.
                processorWait.sample(TaskCount.below(pid).processes)
                let allowance = min(processorWait.seconds, timeLimit * (RunLimits.busyMachineStretch - 1))
                let extended = start.addingTimeInterval(timeLimit + allowance)
                if extended > Date() {
                    deadline = extended
                    continue
                }
                if countsTasks { tasks.sample(root: pid, force: true) }
                Self.killAndReap(pid)
                return .timedOut
            }
            // Asleep until the pause is over, or until the program's end hangs up the exit pipe;
            // after a hang-up (or without the pipe), plain pauses.
            if waking, let exitPipe, exitPipe.waitForHangUp(microseconds: pause) {
                waking = false
                pause = 100
                continue
            } else if !waking {
                usleep(pause)
            }
            pause = min(pause * 2, 5_000)
        }
    }

    /// Kills the program, its process group and everything below it, and reaps it. Killing
    /// bubblewrap also ends its namespace's first process (`--die-with-parent`) and so every
    /// process in the namespace.
    private static func killAndReap(_ pid: pid_t) {
        var status: Int32 = 0
        kill(-pid, SIGKILL)
        ProcessTree.sweep(root: pid)
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }

    private static func outcome(fromWaitStatus status: Int32) -> ProcessOutcome {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
}
