import Foundation

/// The `checker` tool: parses the arguments, runs the command, prints to `output`, and returns
/// the exit status: 0 exactly when everything asked for passed, 1 when something failed, 2 when
/// the command itself was wrong or the checker could not start.
public struct CheckerCommandLine: Sendable {
    /// The package root (the folder holding `Package.swift` and `Chapters/`).
    public let root: URL
    /// Where SwiftPM built DataFlow; found next to the running executable when nil.
    public var buildDirectory: URL?
    /// Where results, hints and backups are kept.
    public var cacheDirectory: URL
    /// Receives everything the tool prints, a chunk at a time.
    public let output: @Sendable (String) -> Void
    /// The learner's terminal, for the commands that ask a question or take keys (`solution`,
    /// `watch`); nil when standard input and output are not a terminal.
    public var terminal: Terminal?
    /// Receives the lines that say what SwiftPM is building for the checker (standard error by default).
    public var progress: @Sendable (String) -> Void = SwiftPMBuild.standardErrorProgress
    /// Whether the tool keeps the editor's build description (`EditorSupport`) up to date: by
    /// default only when it works in the learner's own cache, `root/.checker`.
    public var setsUpEditor: Bool
    /// The checker the command made, kept for setting up the editor after the command.
    private let madeChecker = CheckerHolder()

    /// A tool working in `root`, caching in `root/.checker` unless told otherwise.
    public init(
        root: URL, buildDirectory: URL? = nil, cacheDirectory: URL? = nil, terminal: Terminal? = nil,
        output: @escaping @Sendable (String) -> Void
    ) {
        self.root = root
        self.buildDirectory = buildDirectory
        self.cacheDirectory = cacheDirectory ?? root.appending(path: ".checker")
        self.terminal = terminal
        self.output = output
        self.setsUpEditor = cacheDirectory == nil
    }

    /// Runs `arguments` (without the program name) and returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        defer {
            setUpEditor()
            rememberFingerprints()
        }
        do {
            let parsed = try CommandLineParser.parse(arguments)
            return try parsed.command.run(
                parsed.invocation, in: CommandContext(tool: self, options: parsed.invocation.options))
        } catch {
            output("\(error)")
            return 2
        }
    }

    func makeChecker(timeLimit: Double, fresh: Bool = false) throws -> Checker {
        var checker = try Checker(
            root: root, buildDirectory: buildDirectory, cacheDirectory: cacheDirectory, timeLimit: timeLimit,
            progress: progress)
        checker.ignoresCachedResults = fresh
        madeChecker.checker = checker
        if setsUpEditor { madeChecker.startEditorRefresh(checker: checker, root: root) }
        return checker
    }

    /// Whether the first check must wait for SwiftPM to build the runtime (a fresh clone, or
    /// DataFlow's sources changed): the progress screen then shows the course before building.
    var runtimeNeedsBuilding: Bool {
        let builder = SwiftPMBuild(
            root: root, buildDirectory: buildDirectory ?? RuntimeProducts.defaultBuildDirectory(root: root),
            progress: progress)
        return builder.buildsHere && builder.needsBuilding(.dataFlow)
    }

    /// Brings `Chapters/compile_commands.json` up to date with the checker the command used, so an
    /// editor understands the exercise files from the checker's first run on: finishes the
    /// refresh started when the checker was made (`EditorRefresh`), or, when it was finished
    /// before, refreshes again. A failure here never fails the command: the editor simply knows
    /// less. `watch` also calls it after each check, since it runs until the learner quits.
    func setUpEditor() {
        guard setsUpEditor, let checker = madeChecker.checker else { return }
        if madeChecker.finishEditorRefresh() { return }
        guard let course = try? Course(root: root) else { return }
        _ = try? EditorSupport.refresh(checker: checker, course: course)
    }

    /// Remembers what the command hashed (`list` and the first screen hash every exercise's
    /// inputs to find their cached results), so the next command does not read those files again.
    func rememberFingerprints() {
        madeChecker.checker?.memo.save()
    }
}

/// The checker a command made, read back after the command (commands run on one thread, but the
/// tool is `Sendable`).
private final class CheckerHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Checker?
    private var refreshes: [EditorRefresh] = []

    var checker: Checker? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Starts bringing the editor's database up to date for `checker`, beside the command.
    func startEditorRefresh(checker: Checker, root: URL) {
        let refresh = EditorRefresh(checker: checker, root: root)
        lock.withLock { refreshes.append(refresh) }
    }

    /// Finishes every refresh started; false when none was left to finish.
    func finishEditorRefresh() -> Bool {
        let started = lock.withLock {
            defer { refreshes = [] }
            return refreshes
        }
        for refresh in started { refresh.finish() }
        return !started.isEmpty
    }
}
