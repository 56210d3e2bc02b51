import Foundation

/// `checker report`: grades a submission's exercise files for an instructor, every exercise
/// checked fresh, never answered from a cache, every check runner in the sandbox (see `Sandbox`):
/// without one, `report` refuses to grade unless `--allow-unsandboxed` is given, and every report
/// says which isolation graded it.
///
/// With `--course DIR`, everything but the exercise files comes from DIR, a pristine copy of the
/// course: the manifests, hidden checks, examples and stubs are copied from it into a private
/// workspace outside DIR (`$TMPDIR/checker-grading-<id>`, mode 0700, without the solutions,
/// deleted afterwards and when the checker is interrupted), the submission's exercise files (only
/// the paths DIR's manifests list) are put in their places, and the DataFlow runtime is DIR's own
/// build (`DIR/.build/debug`). A learner's edited check, edited manifest or patched runtime
/// therefore changes nothing; a symbolic link anywhere on an exercise file's path in the
/// submission (a linked folder too) is refused and named. Without `--course`, the package itself
/// is graded, fresh.
///
/// With `--output FILE` the report goes to FILE, written whole at the end (a temporary file
/// renamed over it), never through standard output, which code under check might reach.
struct GradingReport {
    let options: CommandOptions
    let tool: CheckerCommandLine

    func run() throws -> Int32 {
        let sandbox = Sandbox.available
        if sandbox.kind == .none, !options.allowUnsandboxed {
            throw CheckerError.gradingUnsandboxed(limitation: sandbox.limitation ?? "no sandbox")
        }
        let here = URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
        let course =
            options.course.map { URL(filePath: $0, relativeTo: here).absoluteURL.standardizedFileURL } ?? tool.root
        let submission =
            options.submission.map { URL(filePath: $0, relativeTo: here).absoluteURL.standardizedFileURL } ?? tool.root
        let manifest = try Course(root: course)
        if sandbox.kind == .unprivilegedUser {
            // The unprivileged user must not read the course (its solutions) or the submission:
            // their folders are closed to everyone but their owner (the checker copies what a
            // runner needs into its own folder).
            for folder in [course, submission] {
                var info = stat()
                if stat(folder.path, &info) == 0 { chmod(folder.path, info.st_mode & 0o700) }
            }
        }
        let workspace = FileManager.default.temporaryDirectory.appending(
            path: "checker-grading-\(UUID().uuidString)")
        ProcessTree.track(folder: workspace.path)
        defer {
            try? FileManager.default.removeItem(at: workspace)
            ProcessTree.untrack(folder: workspace.path)
        }
        try copyCourse(from: course, to: workspace, without: manifest.exercises.map(\.solutionPath))
        var refused: [String: String] = [:]
        for exercise in manifest.exercises {
            if let link = SubmissionPath.firstSymbolicLink(on: exercise.exercisePath, under: submission) {
                refused[exercise.id] = link
                try? FileManager.default.removeItem(at: workspace.appending(path: exercise.exercisePath))
                continue
            }
            try place(exercise.exercisePath, from: submission, into: workspace)
        }
        // DIR's own build of DataFlow when it has one; otherwise the build next to the running
        // checker, which is DIR's when the instructor runs DIR's checker, as the docs say.
        let courseBuild = course.appending(path: ".build/debug")
        let courseIsBuilt = FileManager.default.fileExists(
            atPath: courseBuild.appending(path: "Modules/DataFlow.swiftmodule").path)
        let buildDirectory = options.course != nil && courseIsBuilt ? courseBuild : tool.buildDirectory
        var checker = try Checker(
            root: workspace, buildDirectory: buildDirectory,
            cacheDirectory: workspace.appending(path: ".checker"), timeLimit: options.timeLimit)
        checker.ignoresCachedResults = true
        checker.solutionsRoot = course
        let work = manifest.exercises.map {
            ExerciseSources(exercise: $0, learnerFile: $0.exercisePath, root: workspace)
        }
        var results = checker.checkAll(work.filter { refused[$0.exercise.id] == nil }, jobs: options.jobs)
        for (index, exercise) in manifest.exercises.enumerated() {
            guard let link = refused[exercise.id] else { continue }
            results.insert(SubmissionPath.refusedResult(exercise: exercise, link: link), at: index)
        }
        for index in results.indices where refused[manifest.exercises[index].id] == nil {
            results[index].notes += IntegrityNotes.scan(
                workspace.appending(path: manifest.exercises[index].exercisePath))
        }
        let graded = zip(manifest.exercises, results).map { exercise, result in
            GradedExercise(
                exercise: exercise, result: result,
                declaredChecks: DeclaredChecks(
                    source: (try? String(contentsOf: workspace.appending(path: exercise.checkPath), encoding: .utf8))
                        ?? ""))
        }
        let isolation = Phrase.reportIsolation.text(sandbox.summary)
        let text: String
        switch options.format {
        case .gradescope: text = GradescopeReport(graded: graded, isolation: isolation).encoded()
        case .junit: text = JUnitReport(graded: graded, isolation: isolation).encoded()
        case .json:
            let entries = graded.map {
                JSONReport.Entry($0.result, exercise: $0.exercise, file: $0.exercise.exercisePath)
            }
            var report = JSONReport(command: "report", passed: results.allSatisfy(\.passed), exercises: entries)
            report.isolation = sandbox.summary
            text = report.encoded()
        case .text, .mermaid, .dot:  // a graph's formats: the parser refuses them for `report`
            text =
                (graded.map { ResultText.render($0.result, exercise: $0.exercise) } + [
                    "\n" + Phrase.reportScore.text(results.filter(\.passed).count, results.count), isolation,
                ]).joined(separator: "\n")
        }
        if let output = options.output {
            let file = URL(filePath: output, relativeTo: here).absoluteURL
            do {
                try Data((text + "\n").utf8).write(to: file, options: .atomic)
            } catch {
                throw CheckerError.reportNotWritten(path: file.path)
            }
        } else {
            tool.output(text)
        }
        return results.allSatisfy(\.passed) ? 0 : 1
    }

    /// Copies the course, without build products, caches, version control and `solutions`.
    private func copyCourse(from course: URL, to workspace: URL, without solutions: [String]) throws {
        try FileManager.default.createDirectory(
            at: workspace, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let skipped: Set<String> = [".build", ".checker", ".git", ".swiftpm", "Solutions"]
        for name in try FileManager.default.contentsOfDirectory(atPath: course.path) where !skipped.contains(name) {
            try FileManager.default.copyItem(at: course.appending(path: name), to: workspace.appending(path: name))
        }
        for solution in solutions { try? FileManager.default.removeItem(at: workspace.appending(path: solution)) }
    }

    /// Puts the submission's file at `path` in the workspace: a file is copied, a missing one is
    /// removed, a folder or symbolic link is recreated as such (and reported as such).
    private func place(_ path: String, from submission: URL, into workspace: URL) throws {
        let source = submission.appending(path: path)
        let target = workspace.appending(path: path)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch Checker.kind(ofFileAt: source.path) {
        case .file:
            // Copied, never read whole: an oversized file is refused by its check (`LearnerSourceFile`).
            try FileManager.default.copyItem(at: source, to: target)
        case .missing:
            break
        case .directory:
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        case .symbolicLink:
            try FileManager.default.createSymbolicLink(
                atPath: target.path,
                withDestinationPath: FileManager.default.destinationOfSymbolicLink(atPath: source.path))
        case .other:
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        }
    }
}

/// One graded exercise: its result and the checks its check file declares (named in reports
/// even when the checks never ran).
struct GradedExercise {
    let exercise: Exercise
    let result: ExerciseResult
    let declaredChecks: DeclaredChecks

    /// Bytes of one check's output in a report (its messages are capped already, see
    /// `ReportSizeLimit`; this also bounds compile errors and notes repeated for every check).
    static let outputLimit = 16 * 1024

    /// Each hidden check with its status and output: the run's own when the checks ran and the
    /// run was well formed, otherwise every declared check, failed, with the exercise's summary.
    var checks: [(name: String, passed: Bool, output: String)] {
        uncappedChecks.map { check in
            let (kept, dropped) = QuotedText.capped(check.output, limit: Self.outputLimit)
            return (
                check.name, check.passed,
                dropped == 0 ? kept : kept + "\n" + Phrase.quotedBytesDropped.text(dropped)
            )
        }
    }

    private var uncappedChecks: [(name: String, passed: Bool, output: String)] {
        let trusted = !result.checks.isEmpty && !RunVerdict.saysTampered(result.summary)
        if trusted {
            return result.checks.map { check in
                (
                    check.name, result.passed || (check.status == .passed && result.status == .failed),
                    ([check.status == .passed ? "passed" : check.status.rawValue] + check.messages + result.notes)
                        .joined(separator: "\n")
                )
            }
        }
        let names =
            declaredChecks.functionNames.isEmpty ? [Phrase.reportAllChecks.text()] : declaredChecks.functionNames
        return names.map { ($0, false, Self.outputText(result)) }
    }

    static func outputText(_ result: ExerciseResult) -> String {
        var lines = [result.summary]
        lines += result.compileErrors.map { error in
            [error.file, error.line.map(String.init)].compactMap { $0 }.joined(separator: ":") + ": " + error.message
        }
        if let advice = result.advice { lines.append("\(Phrase.resultNext.text()) \(advice)") }
        lines += result.notes
        return lines.joined(separator: "\n")
    }
}
