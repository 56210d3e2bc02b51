import Foundation

/// One compiler invocation run as the driver would run it, with its jobs started directly once
/// their plan is known (`DriverJobs`), the autolink job's output replayed (`AutolinkExtraction`)
/// and the link job started as the linker itself (`LinkerJob`), each remembered in the sealed memo.
/// Every job is held to the compiler's memory limit and to the compile's time limit.
///
/// A replayed plan that fails without an error at a file and line is forgotten and the driver
/// runs instead, so a replay never fails where the driver would succeed. A learner's check
/// (`CheckRun.compile`) and a test-writing exercise's feature versions (`FeatureSubjects`) compile
/// through it.
struct PlannedCompile {
    /// How the compile ended.
    enum Outcome {
        case succeeded
        /// The job that failed, how it ended, the log holding its output, and why it failed.
        case failed(job: DriverJobs.Job, process: FinishedProcess, log: URL, cause: CompileFailureCause)
    }

    let checker: Checker
    /// The compiler's arguments, as `swiftc` would take them.
    let arguments: [String]
    /// The source file the arguments name, a placeholder in the remembered plan.
    let source: String?
    /// The compile's private folder (its outputs and the driver's temporary files), a placeholder
    /// in the remembered plan.
    let folder: URL

    /// Compiles, replaying the remembered plan unless `replaying` is false (or `--fresh` asked for
    /// a new one); the time limit is `CheckRun.compileTimeLimit` from now.
    func run(replaying: Bool = true) -> Outcome {
        let compiler = checker.toolchain.compiler
        let plan =
            replaying
            ? DriverJobs.plan(
                compiler: compiler, arguments: arguments, folder: folder, source: source,
                memo: checker.memo, toolchainVersion: checker.toolchainVersion,
                remembered: !checker.ignoresCachedResults) : nil
        let jobs = plan ?? [DriverJobs.Job(executable: compiler, arguments: arguments)]
        let deadline = Date().addingTimeInterval(CheckRun.compileTimeLimit)
        for job in jobs {
            // The autolink job's output comes from the memo when the same sections came before.
            let autolink =
                plan == nil
                ? nil : AutolinkExtraction(job: job, memo: checker.memo, toolchainVersion: checker.toolchainVersion)
            if let autolink, !checker.ignoresCachedResults, autolink.replay(from: checker.memo) { continue }
            // The link job starts the linker itself when its command is remembered; a failure
            // there is left to the job as planned, whose messages are the ones a learner knows.
            let linker =
                plan == nil
                ? nil
                : LinkerJob(
                    job: job, folder: folder.path, memo: checker.memo, toolchainVersion: checker.toolchainVersion)
            if let direct = checker.ignoresCachedResults ? nil : linker?.direct(memo: checker.memo) {
                if start(direct, deadline: deadline, startsNoProcesses: true).outcome == .exited(0) { continue }
                // Forgotten, so that clang is asked again once the planned job has linked.
                linker?.forget(in: checker.memo)
            }
            let log = folder.appending(path: "compile-\(UUID().uuidString).log")
            let finished = start(job, deadline: deadline, log: log)
            if finished.outcome == .exited(0) {
                autolink?.remember(in: checker.memo)
                linker?.remember(in: checker.memo)
                continue
            }
            let cause = CompileFailureCause(
                executable: job.executable, outcome: finished.outcome, output: CompilerLog.read(log))
            if plan != nil, !finished.killedForMemory, finished.outcome != .timedOut, cause != .diagnostics {
                // The remembered plan may be what failed: forget it, and let the driver compile.
                DriverJobs.forget(
                    compiler: compiler, arguments: arguments, folder: folder, source: source, memo: checker.memo,
                    toolchainVersion: checker.toolchainVersion)
                return run(replaying: false)
            }
            return .failed(job: job, process: finished, log: log, cause: cause)
        }
        return .succeeded
    }

    /// Runs one job in `folder`, held to the compiler's memory limit and to what is left of the
    /// compile's time; its output goes to `log` (discarded when nil). A job that starts no
    /// process of its own (the linker) runs without a PID namespace.
    private func start(
        _ job: DriverJobs.Job, deadline: Date, log: URL? = nil, startsNoProcesses: Bool = false
    ) -> FinishedProcess {
        var process = ChildProcess(
            executable: job.executable, arguments: job.arguments, timeLimit: max(1, deadline.timeIntervalSinceNow))
        process.standardOutputPath = log.map { $0.path + ".out" }
        process.standardErrorPath = log?.path
        process.extraEnvironment = ["TMPDIR": folder.path]
        process.memoryLimit = RunLimits.compilerMemoryBytes
        process.startsNoProcesses = startsNoProcesses
        return process.run()
    }
}
