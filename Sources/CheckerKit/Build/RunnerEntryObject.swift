import Foundation

/// The check runner's entry point (`EntryPoint`), compiled into an object file once per checker
/// environment and kind of run, which every runner then links, instead of being compiled again
/// into each runner: it was most of a runner's compile (its frontend took 0.8 s of 1.2 s, at load
/// 5; the checks of an exercise and their wording the rest).
///
/// The object is compiled with the runner's module name (`HiddenChecks`), as a separately
/// compiled file of that module: its canary check is `HiddenChecks.checkerRunCanary` as the run's
/// filter expects, and its declarations stay the runner's own, invisible to the checks (which do
/// not use them). Objects are kept in `.checker/entries`, sealed like the runners (`RunnerCache`);
/// one that does not verify is compiled again.
struct RunnerEntryObject {
    /// The object's file name in a check's folder.
    static let fileName = "CheckRunnerEntry.o"
    /// The entry point's source file name in a check's folder, when the object is compiled.
    static let sourceFileName = "CheckRunnerEntry.swift"

    let store: RunnerCache

    init(cacheDirectory: URL, seal: CacheSeal) {
        store = RunnerCache(directory: cacheDirectory.appending(path: "entries"), seal: seal)
    }

    /// The key of the object for runs of `checksModule`'s checks in the checker's `environment`
    /// (which covers the entry point's source, the toolchain and the flags).
    static func key(environment: String, checksModule: String) -> String {
        SHA256.hex("runner entry object\n\(environment)\n\(checksModule)")
    }

    /// The object for runs of `checksModule`'s checks, copied into `folder` from the store, or
    /// compiled there (by `check`, with `command`) and stored; the compile's result when it fails.
    func object(
        checksModule: String, check: CheckRun, command: CompileCommand, folder: URL, start: Date
    ) throws -> Outcome {
        let object = folder.appending(path: Self.fileName)
        let key = Self.key(environment: check.checker.environmentDigest, checksModule: checksModule)
        // Reused even with `--fresh`: it depends on nothing of the learner's, and the seal is checked.
        if store.restore(key: key, to: object) != nil { return .object(object) }
        let source = folder.appending(path: Self.sourceFileName)
        try EntryPoint.source(checksModule: checksModule).write(to: source, atomically: false, encoding: .utf8)
        if let failure = check.compile(
            command.entryObjectArguments(source: source.path, output: object.path), source: nil, folder: folder,
            start: start, hiddenChecks: nil, learnerCodeCompiled: false)
        {
            return .failed(failure)
        }
        store.store(key: key, runner: object, imports: [])
        return .object(object)
    }

    /// The entry object, or the result of a compile that failed.
    enum Outcome {
        case object(URL)
        case failed(ExerciseResult)
    }
}
