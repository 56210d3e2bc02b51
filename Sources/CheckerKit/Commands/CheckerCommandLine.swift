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

    /// A tool working in `root`, caching in `root/.checker` unless told otherwise.
    public init(root: URL, buildDirectory: URL? = nil, cacheDirectory: URL? = nil, output: @escaping @Sendable (String) -> Void) {
        self.root = root
        self.buildDirectory = buildDirectory
        self.cacheDirectory = cacheDirectory ?? root.appending(path: ".checker")
        self.output = output
    }

    /// Runs `arguments` (without the program name) and returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        do {
            let (command, options) = try CommandLineParser.parse(arguments)
            if command == .help {
                output(CommandLineParser.usage)
                return 0
            }
            if command == .report { return try GradingReport(options: options, tool: self).run() }
            if case .demo(let words) = command { return try DemoLauncher(tool: self).run(words) }
            let course = try Course(root: root)
            let session = CheckerSession(course: course, options: options, tool: self)
            switch command {
            case .progress: return try session.showProgress()
            case .list: return try session.list()
            case .check(let id): return try session.check([course.exercise(id)])
            case .checkAll: return try session.check(course.exercises)
            case .hint(let id): return try session.hint(course.exercise(id))
            case .verify: return try session.verify()
            case .reset(let id): return try session.reset(course.exercise(id))
            case .report: return try GradingReport(options: options, tool: self).run()
            case .demo(let words): return try DemoLauncher(tool: self).run(words)
            case .help: return 0
            }
        } catch {
            output("\(error)")
            return 2
        }
    }

    func makeChecker(timeLimit: Double, fresh: Bool = false) throws -> Checker {
        var checker = try Checker(root: root, buildDirectory: buildDirectory, cacheDirectory: cacheDirectory, timeLimit: timeLimit)
        checker.ignoresCachedResults = fresh
        return checker
    }
}
