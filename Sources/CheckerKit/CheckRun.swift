import Foundation

/// One fresh check of one exercise: compile in a temporary folder, run the checks in a child
/// process with a time limit, judge from the event stream, delete the folder.
struct CheckRun {
    /// Seconds the compiler may take before the check is abandoned.
    static let compileTimeLimit = 120.0

    let checker: Checker
    let sources: ExerciseSources

    func perform() -> ExerciseResult {
        let start = Date()
        let folder = FileManager.default.temporaryDirectory.appending(path: "checker-\(sources.exercise.id)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let entry = folder.appending(path: EntryPoint.fileName)
            try EntryPoint.source.write(to: entry, atomically: false, encoding: .utf8)
            let runner = folder.appending(path: "check-runner")
            if let clash = NameClashes.result(for: sources, root: checker.root, duration: Date().timeIntervalSince(start)) { return clash }
            let examples: ExamplesLibrary?
            switch checker.examplesLibraries.library(chapterFolder: sources.exercise.chapterFolder, examples: sources.examples, checker: checker) {
            case .failure(let failure)?:
                return examplesFailed(failure, start: start)
            case .success(let library)?:
                examples = library
            case nil:
                examples = nil
            }
            if let failure = compile(examples: examples, into: runner, entryPoint: entry, folder: folder, start: start) { return failure }
            return run(runner, folder: folder, start: start)
        } catch {
            return ExerciseResult(id: sources.exercise.id, status: .checkerError,
                                  summary: "The checker could not prepare a temporary folder: \(error.localizedDescription)",
                                  advice: "Check that there is free space in \(FileManager.default.temporaryDirectory.path).",
                                  checks: [], compileErrors: [], duration: Date().timeIntervalSince(start))
        }
    }

    /// Compiles the runner; returns a result only when compiling failed.
    /// The chapter's examples did not compile on their own: a problem in the course (or in an
    /// example the learner edited), never reported as an error in the learner's exercise.
    private func examplesFailed(_ failure: ExamplesLibraryFailure, start: Date) -> ExerciseResult {
        let folder = "Chapters/\(sources.exercise.chapterFolder)/Examples"
        let prefix = checker.root.path.hasSuffix("/") ? checker.root.path : checker.root.path + "/"
        let errors = CompilerDiagnostic.parse(failure.compilerOutput).filter { $0.severity == "error" }.prefix(5).map { diagnostic in
            CompileError(file: diagnostic.path.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 },
                         line: diagnostic.line, column: diagnostic.column, message: diagnostic.message,
                         excerpt: diagnostic.excerpt.isEmpty ? nil : CompileFailureExplanation.dedented(diagnostic.excerpt))
        }
        return ExerciseResult(
            id: sources.exercise.id, status: .checkerError,
            summary: "\(failure.message) No exercise of this chapter can be checked; your exercise was not compiled.",
            advice: "This is a problem in the course, not in your exercise. If you edited a file in \(folder), restore it with `git checkout -- \(folder)`; otherwise tell the course authors.",
            checks: [], compileErrors: Array(errors), duration: Date().timeIntervalSince(start))
    }

    /// Compiles the runner; returns a result only when compiling failed.
    private func compile(examples: ExamplesLibrary?, into runner: URL, entryPoint: URL, folder: URL, start: Date) -> ExerciseResult? {
        let command = CompileCommand(toolchain: checker.toolchain, products: checker.products, library: checker.library, examples: examples)
        let files = sources.compiledFiles.map { checker.root.appending(path: $0).path } + [entryPoint.path]
        let log = folder.appending(path: "compile.log")
        var compiler = ChildProcess(executable: checker.toolchain.compiler, arguments: command.arguments(sources: files, output: runner.path),
                                    timeLimit: Self.compileTimeLimit)
        compiler.standardOutputPath = log.path + ".out"
        compiler.standardErrorPath = log.path
        let finished = compiler.run()
        let duration = Date().timeIntervalSince(start)
        switch finished.outcome {
        case .exited(0):
            return nil
        case .timedOut:
            return ExerciseResult(id: sources.exercise.id, status: .compileError,
                                  summary: "Compiling took longer than \(Int(Self.compileTimeLimit)) seconds and was stopped.",
                                  advice: "Simplify long expressions in \(sources.learnerFile): give the compiler type annotations.",
                                  checks: [], compileErrors: [], duration: duration)
        default:
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return CompileFailureExplanation(exercise: sources.exercise, learnerFile: sources.learnerFile, root: checker.root)
                .result(compilerOutput: output, duration: duration)
        }
    }

    private func run(_ runner: URL, folder: URL, start: Date) -> ExerciseResult {
        let events = folder.appending(path: "events-\(UUID().uuidString).jsonl")
        let standardError = folder.appending(path: "stderr.txt")
        var child = ChildProcess(
            executable: runner.path,
            arguments: ["--no-parallel", "--event-stream-output-path", events.path, "--event-stream-version", "0"],
            timeLimit: checker.timeLimit)
        child.extraEnvironment = ["SWIFT_BACKTRACE": "enable=no"]
        child.standardErrorPath = standardError.path
        let finished = child.run()
        let verdict = RunVerdict(exercise: sources.exercise, learnerFile: sources.learnerFile, timeLimit: checker.timeLimit)
        return verdict.result(events: EventStream(contentsOf: events.path), process: finished,
                              standardError: Self.tail(of: standardError, bytes: 64 * 1024),
                              duration: Date().timeIntervalSince(start))
    }

    /// The end of a file that a runaway program may have made huge.
    static func tail(of file: URL, bytes: Int) -> String {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > UInt64(bytes) ? size - UInt64(bytes) : 0)
        let data = (try? handle.readToEnd()) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
