import Foundation

/// One fresh check of one exercise: compile the learner's file as its own module and the hidden
/// checks against it in a private folder, inspect what the runner links, run it in a child
/// process with a time limit and a private results channel, judge, delete the folder.
///
/// The learner's file is read once, into the private folder (`learnerCopy(in:)`): the copy is
/// what is scanned, hashed (`Outcome.compiledLearnerDigest`) and compiled, and the compiler's
/// messages name the learner's own path again, so a save during the check can never give the
/// new content the verdict of the old, or the other way round.
struct CheckRun {
    /// A check's result and the SHA-256 of the learner's file as it was compiled (nil when the
    /// check ended before the file was read).
    struct Outcome {
        let result: ExerciseResult
        let compiledLearnerDigest: String?
        /// Why the result must not be cached (see `CacheVeto`); empty when it may be.
        var cacheVetoes: [String] = []
    }

    /// Seconds the compiler may take before the check is abandoned.
    static let compileTimeLimit = 120.0
    /// Bytes of the runner's standard error kept from its start and from its end.
    static let standardErrorLimits = (head: 1024 * 1024, tail: 64 * 1024)

    let checker: Checker
    let sources: ExerciseSources
    /// Reasons found during the check not to cache its result.
    let cacheVeto = CacheVeto()
    /// Where the check's time went (written out with `CHECKER_PHASES`, see `CheckPhases`).
    let phases = CheckPhases()

    /// Where the learner's file is copied in the check's `folder`, under its own name.
    func learnerCopy(in folder: URL) -> URL {
        folder.appending(path: "learner-source/\((sources.learnerFile as NSString).lastPathComponent)")
    }

    func perform() -> Outcome {
        let start = Date()
        let folder = checker.runsDirectory.appending(path: "\(sources.exercise.id)-\(UUID().uuidString)")
        ProcessTree.track(folder: folder.path)
        defer {
            checker.afterwards {
                try? FileManager.default.removeItem(at: folder)
                ProcessTree.untrack(folder: folder.path)
            }
        }
        var digest: String?
        let result = perform(in: folder, start: start, compiledLearnerDigest: &digest)
        phases.write(id: sources.exercise.id, file: sources.learnerFile, status: result.status)
        return Outcome(result: result, compiledLearnerDigest: digest, cacheVetoes: cacheVeto.reasons)
    }

    private func perform(in folder: URL, start: Date, compiledLearnerDigest: inout String?) -> ExerciseResult {
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            // The learner's file, read once (at most `LearnerSourceFile.sizeLimit` bytes, measured
            // before reading): everything below uses this copy.
            let learnerData: Data
            switch try LearnerSourceFile.read(checker.root.appending(path: sources.learnerFile)) {
            case .failure(let refusal): return refused(refusal, start: start)
            case .success(let data): learnerData = data
            }
            let learnerSource = learnerCopy(in: folder)
            try FileManager.default.createDirectory(
                at: learnerSource.deletingLastPathComponent(), withIntermediateDirectories: true)
            try learnerData.write(to: learnerSource)
            var hasher = SHA256()
            hasher.update(learnerData)
            compiledLearnerDigest = hasher.hexDigest()
            let learnerText: String
            switch LearnerSourceFile.text(of: learnerData) {
            case .failure(let refusal): return refused(refusal, start: start)
            case .success(let text): learnerText = text
            }
            // The compiler's own parse of the file: its declarations, attributes and imports.
            let learnerSyntax = LearnerSyntax(learnerText)
            phases.mark("read and parse the learner's file")
            let examples: ExamplesLibrary?
            switch checker.examplesLibrary(for: sources) {
            case .failure(let failure): return examplesFailed(failure, start: start)
            case .success(let library): examples = library
            }
            let rules = LearnerSourceRules(exercise: sources.exercise, examplesModule: examples?.moduleName)
            let broken = rules.problems(in: learnerSyntax, file: sources.learnerFile)
            if !broken.isEmpty { return ruleBroken(broken, start: start) }
            phases.mark("the chapter's examples library")
            let command = try checker.compileCommand(examples: examples, for: sources)
            phases.mark("companion libraries")
            if sources.exercise.kind == .tests {
                if let clash = nameClash(learnerSyntax, start: start) { return clash }
                return try TestWritingRun(
                    check: self, command: command, folder: folder, start: start, learnerText: learnerText,
                    learnerSyntax: learnerSyntax, rules: rules
                ).perform()
            }
            // The learner's library sits next to the runner, which finds it through `rpath $ORIGIN`.
            // The compile writes the learner's module (after type-checking, before code) and then
            // its library: the checks' runner, which needs only the module, is prepared as soon
            // as the module is there, while the same compile goes on (`PendingCompile`). Every
            // path out waits for that compile (`defer`), so none outlives the check.
            let learnerFolder = folder
            let learnerCompile = PendingCompile { [self] in
                compile(
                    command.learnerArguments(source: learnerSource.path, folder: learnerFolder),
                    source: learnerSource.path, folder: folder, start: start, hiddenChecks: nil)
            }
            defer { _ = learnerCompile.wait() }
            // Looked for while the file compiles (the chapter's examples are parsed for it): a
            // clash is reported instead of whatever the compile says.
            if let clash = nameClash(learnerSyntax, start: start) { return clash }
            let checkPath = checker.root.appending(path: sources.exercise.checkPath).path
            let checkText = try String(contentsOfFile: checkPath, encoding: .utf8)
            let hidden = HiddenChecksSource(
                imports: ScopedImports(
                    declarations: sources.exercise.declarations, module: CompileCommand.learnerModuleName,
                    topLevelNames: topLevelNames()),
                checkPath: checkPath, contents: checkText)
            let runner = RunnerPreparation(
                check: self, command: command, folder: folder, learnerFolder: learnerFolder, hidden: hidden,
                checkText: checkText, examples: examples, start: start)
            try runner.writeSources()
            var prepared: RunnerPreparation.Outcome? = nil
            if learnerCompile.waitForFile(runner.learnerModule) {
                phases.mark("compile the learner's module")
                prepared = try runner.prepare()
            }
            if let failure = learnerCompile.wait() { return failure }
            phases.mark("compile the learner's file")
            if let refusal = loadedModulesRefused(
                rules: rules, syntax: learnerSyntax, folder: learnerFolder, start: start)
            {
                return refusal
            }
            // What was prepared against the module as it first appeared is used only if the
            // finished compile left that same module; otherwise it is prepared again (the module
            // is hashed again only when something was prepared early).
            let outcome =
                try prepared.flatMap { RunnerPreparation.reusable($0, currentKey: runner.key()) }
                ?? runner.prepare()
            let runnerImports: [String]
            switch outcome.readiness {
            case .failed(let failure): return failure
            case .ready(let imports): runnerImports = imports
            }
            let symbols = runner.symbols
            let library = learnerFolder.appending(path: "lib\(CompileCommand.learnerModuleName).so")
            let problems = try symbols.problems(runnerImports: runnerImports, library: library)
            if !problems.isEmpty { return rejected(problems, start: start) }
            phases.mark("inspect what the runner links")
            return try run(
                runner.executable, libraryFolders: command.runtimeLibraryFolders,
                declared: DeclaredChecks(source: checkText),
                start: start)
        } catch {
            return ExerciseResult(
                id: sources.exercise.id, status: .checkerError,
                summary: Phrase.prepareFailed.text("\(error)"),
                advice: Phrase.prepareFailedAdvice.text(checker.runsDirectory.path),
                checks: [], compileErrors: [], duration: Date().timeIntervalSince(start))
        }
    }

    /// The learner's file declares a name the chapter's examples declare too (`NameClashes`).
    private func nameClash(_ learnerSyntax: LearnerSyntax, start: Date) -> ExerciseResult? {
        NameClashes.result(
            for: sources, learner: learnerSyntax, root: checker.root, duration: Date().timeIntervalSince(start))
    }

    /// The learner's file was refused before it was compiled (too large, not UTF-8).
    private func refused(_ refusal: LearnerSourceFile.Refusal, start: Date) -> ExerciseResult {
        ExerciseResult(
            id: sources.exercise.id, status: .compileError, summary: Phrase.learnerFileRefusedSummary.text(),
            advice: Phrase.learnerFileRefusedAdvice.text(sources.learnerFile), checks: [],
            compileErrors: [LearnerSourceFile.compileError(refusal, file: sources.learnerFile)],
            duration: Date().timeIntervalSince(start))
    }

    /// The learner's file breaks `LearnerSourceRules`: it is not compiled.
    func ruleBroken(_ problems: [CompileError], start: Date) -> ExerciseResult {
        ExerciseResult(
            id: sources.exercise.id, status: .compileError, summary: Phrase.learnerSourceRulesSummary.text(),
            advice: Phrase.learnerSourceRulesAdvice.text(sources.learnerFile), checks: [], compileErrors: problems,
            duration: Date().timeIntervalSince(start))
    }

    /// A refusal when the compile of the learner's file into `folder` loaded a module from outside
    /// the toolchain that the exercise may not import (see `LoadedModuleTrace`), or left no trace.
    func loadedModulesRefused(
        rules: LearnerSourceRules, syntax: LearnerSyntax, folder: URL, start: Date
    ) -> ExerciseResult? {
        guard let trace = LoadedModuleTrace(contentsOf: folder.appending(path: CompileCommand.learnerTraceFileName))
        else {
            return ExerciseResult(
                id: sources.exercise.id, status: .checkerError,
                summary: Phrase.moduleTraceMissing.text(sources.learnerFile),
                advice: Phrase.moduleTraceMissingAdvice.text(checker.runsDirectory.path),
                checks: [], compileErrors: [], duration: Date().timeIntervalSince(start))
        }
        let foreign = trace.foreignModules(
            allowed: rules.allowedModules, toolchainRoot: checker.toolchain.standardLibraryModulesRoot)
        guard !foreign.isEmpty else { return nil }
        return ruleBroken(
            foreign.prefix(3).map { rules.error(loadedModule: $0, syntax: syntax, file: sources.learnerFile) },
            start: start)
    }

    /// The names the exercise's solution declares at the top level (nil when it cannot be read).
    private func topLevelNames() -> Set<String>? {
        guard
            let text = try? String(
                contentsOf: (checker.solutionsRoot ?? checker.root).appending(path: sources.exercise.solutionPath),
                encoding: .utf8)
        else { return nil }
        return Set(TopLevelDeclarations.scan(text).map(\.name))
    }

    /// The chapter's examples did not compile on their own: a problem in the course (or in an
    /// example the learner edited), never reported as an error in the learner's exercise.
    private func examplesFailed(_ failure: ExamplesLibraryFailure, start: Date) -> ExerciseResult {
        if case .machine(let detail)? = failure.unconfirmed {
            return machineFailed(detail, duration: Date().timeIntervalSince(start))
        }
        let folder = ChapterLayout(folder: sources.exercise.chapterFolder).examples
        let prefix = checker.root.path.hasSuffix("/") ? checker.root.path : checker.root.path + "/"
        let errors = CompilerDiagnostic.parse(failure.compilerOutput).filter { $0.severity == "error" }.prefix(5).map {
            diagnostic in
            CompileError(
                file: diagnostic.path.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 },
                line: diagnostic.line, column: diagnostic.column, message: diagnostic.message,
                excerpt: diagnostic.excerpt.isEmpty ? nil : CompileFailureExplanation.dedented(diagnostic.excerpt))
        }
        return ExerciseResult(
            id: sources.exercise.id, status: .checkerError,
            summary: Phrase.examplesFailedSummary.text(failure.message),
            advice: Phrase.examplesFailedAdvice.text(folder),
            checks: [], compileErrors: Array(errors), duration: Date().timeIntervalSince(start))
    }

    /// Runs one compiler invocation (`PlannedCompile`: the driver's jobs started directly when
    /// their plan is known); returns a result only when compiling failed. A failure the code did
    /// not cause (see `CompileFailureCause`) vetoes caching the result.
    func compile(
        _ arguments: [String], source: String?, folder: URL, start: Date, hiddenChecks: (HiddenChecksSource, String)?,
        learnerCodeCompiled: Bool = true, replaying: Bool = true
    ) -> ExerciseResult? {
        let planned = PlannedCompile(checker: checker, arguments: arguments, source: source, folder: folder)
        guard case .failed(_, let finished, let log, let cause) = planned.run(replaying: replaying) else { return nil }
        let duration = Date().timeIntervalSince(start)
        if finished.killedForMemory {
            cacheVeto.veto("the compile was stopped at its memory limit")
            return ExerciseResult(
                id: sources.exercise.id, status: .compileError,
                summary: Phrase.compileMemoryLimitSummary.text(Int(RunLimits.compilerMemoryBytes >> 20)),
                advice: Phrase.compileMemoryLimitAdvice.text(sources.learnerFile), checks: [], compileErrors: [],
                duration: duration)
        }
        if finished.outcome == .timedOut {
            cacheVeto.veto("the compile was stopped at its time limit")
            return ExerciseResult(
                id: sources.exercise.id, status: .compileError,
                summary: Phrase.compileTimedOut.text(Int(Self.compileTimeLimit)),
                advice: Phrase.compileTimedOutAdvice.text(sources.learnerFile),
                checks: [], compileErrors: [], duration: duration)
        }
        switch cause {
        case .diagnostics:
            break
        case .machine(let detail):
            return machineFailed(detail, duration: duration)
        case .unplaced:
            cacheVeto.veto("the compiler failed without an error at a file and line")
        }
        // The compiler read the learner's copy: its messages name the learner's own file.
        let output = CompilerLog.read(log).replacingOccurrences(
            of: learnerCopy(in: folder).path, with: checker.root.appending(path: sources.learnerFile).path)
        var explanation = CompileFailureExplanation(
            exercise: sources.exercise, learnerFile: sources.learnerFile, root: checker.root)
        explanation.hiddenChecks = hiddenChecks
        explanation.learnerCodeCompiled = learnerCodeCompiled
        return explanation.result(compilerOutput: output, duration: duration)
    }

    /// The machine, not the code, stopped a compile (see `CompileFailureCause`): said so, with
    /// the advice to check again, and never cached.
    private func machineFailed(_ detail: String, duration: Double) -> ExerciseResult {
        cacheVeto.veto(detail)
        return ExerciseResult(
            id: sources.exercise.id, status: .checkerError, summary: Phrase.compileMachineFailureSummary.text(detail),
            advice: Phrase.compileMachineFailureAdvice.text(), checks: [], compileErrors: [], duration: duration)
    }

    /// The learner's file would change what the checks call: the runner is not started.
    private func rejected(_ problems: [LinkedSymbols.Problem], start: Date) -> ExerciseResult {
        ExerciseResult(
            id: sources.exercise.id, status: .compileError,
            summary: Phrase.checksNotRunLinked.text(),
            advice: Phrase.learnerSourceRulesAdvice.text(sources.learnerFile),
            checks: [], compileErrors: problems.map { CompileError(file: sources.learnerFile, message: $0.message) },
            duration: Date().timeIntervalSince(start))
    }

    /// Runs `runner` in the checker's sandbox (see `SandboxLayout`): the runner and the libraries
    /// beside it in its folder, read-only, with `libraryFolders`; a private working folder.
    func run(_ runner: URL, libraryFolders: [String], declared: DeclaredChecks, start: Date) throws -> ExerciseResult {
        // bubblewrap itself failing (seen under heavy load, and as "execvp …: Text file busy"
        // while another process still held the just-written runner open) ran none of the
        // learner's code: try again, a little later each time, before saying anything. Only
        // bubblewrap's own status says so (`FinishedProcess.sandboxNeverStarted`), never the
        // program's output, which the code under check writes.
        var attempt = try runOnce(runner, libraryFolders: libraryFolders, declared: declared, start: start)
        for pause in [50, 250, 1000] where attempt.sandboxFailed {
            usleep(useconds_t(pause * 1000))
            attempt = try runOnce(runner, libraryFolders: libraryFolders, declared: declared, start: start)
        }
        phases.mark("run the checks in the sandbox")
        guard attempt.sandboxFailed else { return attempt.result }
        var result = attempt.result
        result.status = .checkerError
        result.summary = Phrase.runSandboxFailedSummary.text(attempt.sandboxMessage)
        result.advice = Phrase.runSandboxFailedAdvice.text()
        return result
    }

    private func runOnce(
        _ runner: URL, libraryFolders: [String], declared: DeclaredChecks, start: Date
    ) throws -> (result: ExerciseResult, sandboxFailed: Bool, sandboxMessage: String) {
        let channel = try ResultChannel()
        var child = ChildProcess(executable: runner.path, arguments: [], timeLimit: checker.timeLimit)
        // Without a sandbox the runner works in a private folder, which is deleted after the check.
        let folder = runner.deletingLastPathComponent()
        let workFolder = folder.appending(path: "work")
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0 == runner.lastPathComponent || $0.hasSuffix(".so") }.sorted()
            .map { folder.appending(path: $0).path }
        child.sandbox = SandboxLayout(
            sandbox: checker.sandbox, checkFiles: files, libraryFolders: libraryFolders,
            hostWorkFolder: workFolder.path)
        child.extraEnvironment = [
            "SWIFT_BACKTRACE": "enable=no", CheckWording.languageVariable: checker.language.rawValue,
        ]
        child.capturedErrorLimits = Self.standardErrorLimits
        child.channelDescriptor = channel.runnerEnd
        child.countsTasks = checker.sandbox.kind != .none
        let finished = child.run(afterSpawn: channel.runnerStarted)
        let records = ChannelRecords(
            channel.received(), key: channel.key, canaries: channel.canaries, budget: RecordBudget(declared: declared))
        let verdict = RunVerdict(
            exercise: sources.exercise, learnerFile: sources.learnerFile, timeLimit: checker.timeLimit)
        let errorText = finished.standardError?.text ?? ""
        var result = verdict.result(
            events: records.events, declared: declared, channelProblems: records.problems, process: finished,
            standardError: finished.standardError ?? CapturedOutput(),
            duration: Date().timeIntervalSince(start))
        // The process-limit note only from what the checker counted (`TaskCount`) or the kernel
        // counted (`ProcessCountGroup`), never from words in the output.
        if finished.reachedTaskLimit {
            result.notes.append(Phrase.runProcessLimitReached.text(RunLimits.sandboxTasks))
            if !result.passed { result.advice = Phrase.runProcessLimitAdvice.text(sources.learnerFile) }
        }
        // A run whose channel was swapped reported through something else: none of its checks
        // is trusted (a grade counts no check of a run without checks).
        if finished.channelSwapped {
            result.status = .failed
            result.summary = Phrase.runChannelSwapped.text()
            result.advice = Phrase.runChannelSwappedAdvice.text(sources.learnerFile)
            result.checks = []
        }
        return (
            result, finished.sandboxNeverStarted,
            String(errorText.prefix(300)).trimmingCharacters(in: .whitespacesAndNewlines)
        )
    }
}
