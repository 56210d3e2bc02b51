import Foundation

/// Compiles and runs the hidden checks of exercises, each in isolation, and caches results by
/// the hash of every input. Safe to use from several threads: `checkAll` runs jobs in parallel.
public struct Checker: Sendable {
    /// Bumped whenever a change to the checker could change a verdict; part of every input hash.
    public static let version = "checker-3"

    /// The running program; its identity is part of every input hash, so a rebuilt checker
    /// never trusts verdicts an older build made.
    static var executablePath: String {
        Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments.first ?? ""
    }

    /// The package root.
    public let root: URL
    /// Seconds a check runner may run before its process group is killed.
    public let timeLimit: Double
    /// The compiler; a test may put a stand-in in its place.
    var toolchain: Toolchain
    let products: RuntimeProducts
    let library: RuntimeLibrary
    let memo: FileFingerprints
    let cache: ResultCache
    let environmentDigest: String
    /// `swiftc --version`, part of the key of every remembered driver plan.
    let toolchainVersion: String
    /// Each chapter's examples, compiled once into a library the chapter's exercises import.
    let examplesLibraries: ExamplesLibraries
    /// Where each check gets its private folder, deleted when the check ends.
    let runsDirectory: URL
    /// Runners kept for reuse while the learner's module interface is unchanged.
    let runners: RunnerCache
    /// The runners' entry point, compiled once per environment (see `RunnerEntryObject`).
    let runnerEntries: RunnerEntryObject
    /// Workbook libraries besides DataFlow (Composable), linked on first use by a chapter that names them.
    let companions: CompanionLibraries
    /// `--fresh`: every check runs again, compiling its runner again with a driver plan asked for
    /// anew; what it finds replaces what was stored for the same inputs (a result that may not be
    /// cached removes the stored one).
    public var ignoresCachedResults = false
    /// How check runners are isolated (see `Sandbox`): bubblewrap where it works. Read when the
    /// first runner starts: `init` starts the probe on another thread, so that a command's
    /// compile and the probe (a bubblewrap run, about a tenth of a second) overlap.
    public var sandbox: Sandbox {
        get { chosenSandbox ?? Sandbox.available }
        set { chosenSandbox = newValue }
    }
    private var chosenSandbox: Sandbox?
    /// Where the exercises' solutions are read (the names they declare), when not under `root`:
    /// a grading workspace holds no solutions.
    public var solutionsRoot: URL? = nil
    /// The language of the checks' failure messages (see `CheckWording`): the wording's language
    /// when the checker was made (`LANG`, or `PhraseBook.$current` in tests).
    public var language = PhraseBook.current.language
    /// Where a check leaves what can wait until its verdict is shown (`LaterWork`); nil: done at once.
    public var laterWork: LaterWork? = nil

    /// Finds the compiler and the runtime (building DataFlow with SwiftPM first when it is missing
    /// or older than its sources, see `SwiftPMBuild`), and makes the shared runtime library if it
    /// is not cached yet. `progress` receives the lines that say what is being built.
    public init(
        root: URL, buildDirectory: URL? = nil, cacheDirectory: URL? = nil, timeLimit: Double = 10,
        progress: @escaping @Sendable (String) -> Void = SwiftPMBuild.standardErrorProgress
    ) throws {
        Sandbox.probeEarly()
        let cacheDirectory = cacheDirectory ?? root.appending(path: ".checker")
        let seal = CacheSeal(directory: cacheDirectory)
        let memo = FileFingerprints(storeURL: cacheDirectory.appending(path: "fingerprints.json"), seal: seal)
        let toolchain = try Toolchain.locate()
        let buildDirectory = buildDirectory ?? RuntimeProducts.defaultBuildDirectory(root: root)
        let builder = SwiftPMBuild(root: root, buildDirectory: buildDirectory, progress: progress)
        try builder.ensure(.dataFlow)
        let products = try RuntimeProducts(buildDirectory: buildDirectory, memo: memo)
        let runtimeDigest = products.digest(memo: memo)
        self.root = root
        self.timeLimit = timeLimit
        self.toolchain = toolchain
        self.products = products
        self.memo = memo
        self.library = try RuntimeLibrary.prepare(
            products: products, digest: runtimeDigest, toolchain: toolchain, cacheDirectory: cacheDirectory)
        self.cache = ResultCache(directory: cacheDirectory.appending(path: "results"), seal: seal)
        self.examplesLibraries = ExamplesLibraries(cacheDirectory: cacheDirectory)
        self.runsDirectory = cacheDirectory.appending(path: "runs")
        self.runners = RunnerCache(directory: cacheDirectory.appending(path: "runners"), seal: seal)
        self.runnerEntries = RunnerEntryObject(cacheDirectory: cacheDirectory, seal: seal)
        self.companions = CompanionLibraries(builder: builder, cacheDirectory: cacheDirectory)
        let toolchainVersion = toolchain.versionString(
            memo: memo, scratch: cacheDirectory.appending(path: "runs/version-\(UUID().uuidString)"))
        self.toolchainVersion = toolchainVersion
        self.environmentDigest = SHA256.hex(
            """
            \(Self.version) \(memo.statIdentity(of: Self.executablePath))
            \(toolchainVersion)
            runtime \(runtimeDigest)
            \(CompileCommand.flagsSignature)
            entry point \(SHA256.hex(EntryPoint.source(checksModule: CompileCommand.checksModuleName)))
            check wording \(SHA256.hex(CheckWording.source))
            examples \(ExamplesLibrary.flagsSignature)
            """)
        memo.save()
    }

    /// The hash of every input of checking `exercise` with `learnerFile` in its place, or nil
    /// when a file is missing.
    public func inputHash(of sources: ExerciseSources) -> String? {
        inputs(of: sources)?.hash
    }

    /// The hash of every input (see `inputHash(of:)`) and the digest of the learner's file it covers.
    private func inputs(of sources: ExerciseSources) -> (hash: String, learnerDigest: String)? {
        var learnerDigest: String?
        var hasher = SHA256()
        hasher.update(environmentDigest + "\n")
        // A verdict's messages are in the checker's language, which counts only when it is not English.
        if language != .english { hasher.update("language \(language.rawValue)\n") }
        if !sources.exercise.libraries.isEmpty {
            guard let libraries = companions.digest(of: sources.exercise.libraries, memo: memo) else { return nil }
            hasher.update("libraries \(libraries)\n")
        }
        for file in sources.allFiles {
            guard let digest = memo.digest(of: root.appending(path: file).path) else { return nil }
            if file == sources.learnerFile { learnerDigest = digest }
            hasher.update("\(file) \(digest)\n")
        }
        hasher.update("learner \(sources.learnerFile)\n")
        guard let learnerDigest else { return nil }
        return (hasher.hexDigest(), learnerDigest)
    }

    /// The cached result for the current inputs, if there is one.
    public func cachedResult(for sources: ExerciseSources) -> ExerciseResult? {
        ignoresCachedResults ? nil : inputHash(of: sources).flatMap(cache.result(for:))
    }

    /// Checks the exercise with the files of `sources`, from the cache when nothing changed.
    public func check(_ sources: ExerciseSources) -> ExerciseResult {
        // The verdict's own words (a compile error's summary and cause, a crash's advice) are in
        // the checker's language, as the checks' messages are, whatever task calls.
        PhraseBook.$current.withValue(PhraseBook.book(for: language)) { checkInLanguage(sources) }
    }

    private func checkInLanguage(_ sources: ExerciseSources) -> ExerciseResult {
        let exercise = sources.exercise
        let learnerPath = root.appending(path: sources.learnerFile).path
        let isWorkingFile = sources.learnerFile == exercise.exercisePath
        let resetAdvice =
            isWorkingFile
            ? Phrase.fileResetBacksUpAdvice.text(exercise.id) : Phrase.fileCourseIncomplete.text()
        switch Self.kind(ofFileAt: learnerPath) {
        case .missing:
            return ExerciseResult(
                id: exercise.id, status: .missingFile, summary: Phrase.fileMissing.text(sources.learnerFile),
                advice: isWorkingFile
                    ? Phrase.fileResetAdvice.text(exercise.id) : Phrase.fileCourseIncomplete.text(),
                checks: [], compileErrors: [], duration: 0)
        case .directory:
            return ExerciseResult(
                id: exercise.id, status: .missingFile, summary: Phrase.fileIsFolder.text(sources.learnerFile),
                advice: resetAdvice, checks: [], compileErrors: [], duration: 0)
        case .symbolicLink:
            return ExerciseResult(
                id: exercise.id, status: .missingFile,
                summary: Phrase.fileIsSymbolicLink.text(sources.learnerFile),
                advice: resetAdvice, checks: [], compileErrors: [], duration: 0)
        case .other:
            return ExerciseResult(
                id: exercise.id, status: .missingFile, summary: Phrase.fileNotRegular.text(sources.learnerFile),
                advice: resetAdvice, checks: [], compileErrors: [], duration: 0)
        case .file:
            break
        }
        if let problem = companions.problem(with: exercise.libraries) {
            return ExerciseResult(
                id: exercise.id, status: .checkerError, summary: problem,
                advice: Phrase.workbookBuildProblemAdvice.text(),
                checks: [], compileErrors: [], duration: 0)
        }
        guard let hashed = inputs(of: sources) else {
            return ExerciseResult(
                id: exercise.id, status: .checkerError,
                summary: Phrase.exerciseFileUnreadable.text(
                    sources.allFiles.filter { !FileManager.default.fileExists(atPath: root.appending(path: $0).path) }
                        .joined(separator: ", ")),
                advice: Phrase.courseProblemAdvice.text(),
                checks: [], compileErrors: [], duration: 0)
        }
        let (hash, learnerDigest) = hashed
        if !ignoresCachedResults, let cached = cache.result(for: hash) { return cached }
        let run = CheckRun(checker: self, sources: sources).perform()
        let result = run.result
        // Stored only under the hash of what was compiled (the learner's file is copied once, and
        // the copy compiled), only when the course's files are still those hashed, and only when
        // nothing the machine did decided it (see `CacheVeto`). Otherwise whatever was stored for
        // these inputs is removed: a check ran because it was missing or `--fresh` asked to.
        if result.isReproducible, run.cacheVetoes.isEmpty, run.compiledLearnerDigest == learnerDigest,
            inputHash(of: sources) == hash
        {
            cache.store(result, for: hash)
        } else {
            cache.remove(for: hash)
        }
        afterwards { [memo] in memo.save() }
        return result
    }

    /// Runs `work` now, or keeps it for `laterWork` when there is one.
    func afterwards(_ work: @escaping @Sendable () -> Void) {
        if let laterWork { laterWork.add(work) } else { work() }
    }

    /// What is at a path, without following a symbolic link.
    enum FileKind { case missing, file, directory, symbolicLink, other }

    static func kind(ofFileAt path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Checks every entry of `work`, `jobs` at a time, calling `report` as each result arrives
    /// (from a worker thread), and returns the results in the order of `work`.
    public func checkAll(
        _ work: [ExerciseSources], jobs: Int = 2, report: @escaping @Sendable (ExerciseResult) -> Void = { _ in }
    ) -> [ExerciseResult] {
        let board = ResultBoard(count: work.count)
        // Each chapter's examples library first, chapters in parallel, so that no exercise waits
        // for a library another job is building. Only chapters with something to compile count.
        var chapters: [String: ([String], [String])] = [:]
        for sources in work where chapters[sources.exercise.chapterFolder] == nil && cachedResult(for: sources) == nil {
            chapters[sources.exercise.chapterFolder] = (sources.examples, sources.exercise.libraries)
        }
        let pending = chapters.sorted { $0.key < $1.key }
        DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), pending.count)) { worker in
            for index in stride(from: worker, to: pending.count, by: max(1, jobs)) {
                _ = examplesLibraries.library(
                    chapterFolder: pending[index].key, examples: pending[index].value.0,
                    libraries: pending[index].value.1, checker: self)
            }
        }
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, work.count))) { _ in
            while let index = board.nextIndex() {
                let result = check(work[index])
                board.record(result, at: index)
                report(result)
            }
        }
        memo.save()
        return board.results
    }
}

/// The shared state of parallel checking: the next job to take and the results so far.
private final class ResultBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [ExerciseResult?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func record(_ result: ExerciseResult, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    var results: [ExerciseResult] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
