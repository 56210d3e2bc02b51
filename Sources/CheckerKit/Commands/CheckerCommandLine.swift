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

    /// A tool working in `root`, caching in `root/.checker` unless told otherwise.
    public init(root: URL, buildDirectory: URL? = nil, cacheDirectory: URL? = nil, terminal: Terminal? = nil,
                output: @escaping @Sendable (String) -> Void) {
        self.root = root
        self.buildDirectory = buildDirectory
        self.cacheDirectory = cacheDirectory ?? root.appending(path: ".checker")
        self.terminal = terminal
        self.output = output
    }

    /// Runs `arguments` (without the program name) and returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try CommandLineParser.parse(arguments)
            return try parsed.command.run(parsed.invocation, in: CommandContext(tool: self, options: parsed.invocation.options))
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
