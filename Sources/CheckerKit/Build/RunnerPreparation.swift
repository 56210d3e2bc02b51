import Foundation

/// The checks' runner of one check, made ready against the learner's module: restored from the
/// runner cache when a runner was compiled for the same module before (`RunnerCache`), else
/// compiled from the hidden checks, the checks' wording and the entry point, and stored.
///
/// It needs the learner's module only, not the learner's library, so `CheckRun` prepares it as
/// soon as the learner's compile has written the module, while that compile goes on to the
/// library; what was prepared is used only if the finished compile left the same module (`key()`).
struct RunnerPreparation {
    /// A runner made ready (the symbols it imports, listed for `LinkedSymbols`), or why it could
    /// not be (the checks do not compile against the learner's module, say), with the key of
    /// the module it was prepared against (nil when the module could not be read).
    struct Outcome {
        /// The runner is ready, and imports these symbols; or the check ends with this result.
        enum Readiness {
            case ready(imports: [String])
            case failed(ExerciseResult)
        }

        let key: String?
        let readiness: Readiness
    }

    let check: CheckRun
    let command: CompileCommand
    /// The check's private folder.
    let folder: URL
    /// Where the learner's module and library are written (beside the runner).
    let learnerFolder: URL
    let hidden: HiddenChecksSource
    let checkText: String
    let examples: ExamplesLibrary?
    let start: Date

    /// The runner, in the check's folder.
    var executable: URL { folder.appending(path: "check-runner") }
    /// The learner's module the runner is compiled against.
    var learnerModule: URL { learnerFolder.appending(path: "\(CompileCommand.learnerModuleName).swiftmodule") }
    private var hiddenFile: URL { folder.appending(path: HiddenChecksSource.fileName) }
    // The checks' wording (`Comment(en:ko:)`) is the runner's second source file; its entry
    // point comes compiled (`RunnerEntryObject`). (With a third source file, the driver plans
    // `DriverJobs` remembers named a supplementary-output file that only the first compile
    // wrote, and every later runner failed to compile.)
    private var wordingFile: URL { folder.appending(path: CheckWording.fileName) }

    /// What decides which members of the learner's module the runner may link.
    var symbols: LinkedSymbols {
        LinkedSymbols(
            toolchain: check.checker.toolchain,
            allowedMembers: Set(
                check.sources.exercise.declarations.compactMap { ScopedImports.kindAndName(of: $0)?.1 }))
    }

    /// Writes the runner's two source files into the check's folder.
    func writeSources() throws {
        try hidden.text.write(to: hiddenFile, atomically: false, encoding: .utf8)
        try CheckWording.source.write(to: wordingFile, atomically: false, encoding: .utf8)
    }

    /// The runner cache's key for the learner's module as it is now (nil when it cannot be read).
    func key() -> String? {
        RunnerCache.key(
            environment: check.checker.environmentDigest, learnerInterface: learnerModule, checkText: checkText,
            declarations: check.sources.exercise.declarations, examples: examples,
            libraries: command.companions.map(\.digest))
    }

    /// What was prepared against the module as it first appeared, if the finished compile left
    /// that same module (`currentKey`); nil when it must be prepared again.
    static func reusable(_ early: Outcome, currentKey: String?) -> Outcome? {
        guard let key = early.key, key == currentKey else { return nil }
        return early
    }

    /// Restores the runner for the learner's module as it is now, or compiles and stores it.
    func prepare() throws -> Outcome {
        let checker = check.checker
        let key = key()
        if let key, !checker.ignoresCachedResults, let stored = checker.runners.restore(key: key, to: executable) {
            // The learner's interface is unchanged: the runner compiled for it before is reused
            // (not with `--fresh`, which compiles it again and stores it in its place).
            check.phases.mark("reuse the checks' runner")
            return Outcome(key: key, readiness: .ready(imports: stored))
        }
        let entry: URL
        switch try checker.runnerEntries.object(
            checksModule: CompileCommand.checksModuleName, check: check, command: command, folder: folder, start: start)
        {
        case .object(let object): entry = object
        case .failed(let result): return Outcome(key: key, readiness: .failed(result))
        }
        check.phases.mark("the runner's entry point")
        if let failure = check.compile(
            command.runnerArguments(
                sources: [hiddenFile.path, wordingFile.path, entry.path], learnerFolder: learnerFolder,
                output: executable.path),
            source: nil, folder: folder, start: start, hiddenChecks: (hidden, hiddenFile.path))
        {
            return Outcome(key: key, readiness: .failed(failure))
        }
        let imports = try symbols.imports(of: executable)
        if let key { checker.runners.store(key: key, runner: executable, imports: imports) }
        check.phases.mark("compile the hidden checks' runner")
        return Outcome(key: key, readiness: .ready(imports: imports))
    }
}
