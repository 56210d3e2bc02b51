import Foundation

/// `checker report`: grades a submission's exercise files for an instructor, every exercise
/// checked fresh, never answered from a cache.
///
/// With `--course DIR`, everything but the exercise files comes from DIR, a pristine copy of the
/// course: the manifests, hidden checks, examples and stubs are copied from it into a private
/// workspace (`DIR/.build/checker-grading/<id>`, deleted afterwards), the submission's exercise
/// files (only the paths DIR's manifests list) are put in their places, and the DataFlow runtime
/// is DIR's own build (`DIR/.build/debug`). A learner's edited check, edited manifest or patched
/// runtime therefore changes nothing. Without `--course`, the package itself is graded, fresh.
struct GradingReport {
    let options: CommandOptions
    let tool: CheckerCommandLine

    func run() throws -> Int32 {
        let here = URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
        let course =
            options.course.map { URL(filePath: $0, relativeTo: here).absoluteURL.standardizedFileURL } ?? tool.root
        let submission =
            options.submission.map { URL(filePath: $0, relativeTo: here).absoluteURL.standardizedFileURL } ?? tool.root
        let manifest = try Course(root: course)
        let workspace = course.appending(path: ".build/checker-grading/\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: workspace)
            // The folders above it go when empty (rmdir refuses otherwise).
            _ = rmdir(workspace.deletingLastPathComponent().path)
            _ = rmdir(workspace.deletingLastPathComponent().deletingLastPathComponent().path)
        }
        try copyCourse(from: course, to: workspace)
        for exercise in manifest.exercises {
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
        let work = manifest.exercises.map {
            ExerciseSources(exercise: $0, learnerFile: $0.exercisePath, root: workspace)
        }
        var results = checker.checkAll(work, jobs: options.jobs)
        for index in results.indices {
            results[index].notes += IntegrityNotes.scan(
                submission.appending(path: manifest.exercises[index].exercisePath))
        }
        let graded = zip(manifest.exercises, results).map { exercise, result in
            GradedExercise(
                exercise: exercise, result: result,
                declaredChecks: DeclaredChecks(
                    source: (try? String(contentsOf: workspace.appending(path: exercise.checkPath), encoding: .utf8))
                        ?? ""))
        }
        switch options.format {
        case .gradescope: tool.output(GradescopeReport(graded: graded).encoded())
        case .junit: tool.output(JUnitReport(graded: graded).encoded())
        case .json:
            let entries = graded.map {
                JSONReport.Entry($0.result, exercise: $0.exercise, file: $0.exercise.exercisePath)
            }
            tool.output(
                JSONReport(command: "report", passed: results.allSatisfy(\.passed), exercises: entries).encoded())
        case .text:
            for item in graded { tool.output(ResultText.render(item.result, exercise: item.exercise)) }
            tool.output("\n" + Phrase.reportScore.text(results.filter(\.passed).count, results.count))
        }
        return results.allSatisfy(\.passed) ? 0 : 1
    }

    /// Copies the course, without build products, caches and version control.
    private func copyCourse(from course: URL, to workspace: URL) throws {
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let skipped: Set<String> = [".build", ".checker", ".git", ".swiftpm"]
        for name in try FileManager.default.contentsOfDirectory(atPath: course.path) where !skipped.contains(name) {
            try FileManager.default.copyItem(at: course.appending(path: name), to: workspace.appending(path: name))
        }
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
            try Data(contentsOf: source).write(to: target)
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

    /// Each hidden check with its status and output: the run's own when the checks ran and the
    /// run was well formed, otherwise every declared check, failed, with the exercise's summary.
    var checks: [(name: String, passed: Bool, output: String)] {
        let trusted = !result.checks.isEmpty && !result.summary.contains("tampered with or incomplete")
        if trusted {
            return result.checks.map { check in
                (
                    check.name, result.passed || (check.status == .passed && result.status == .failed),
                    ([check.status == .passed ? "passed" : check.status.rawValue] + check.messages).joined(
                        separator: "\n")
                )
            }
        }
        let names = declaredChecks.functionNames.isEmpty ? ["all checks"] : declaredChecks.functionNames
        return names.map { ($0, false, Self.outputText(result)) }
    }

    static func outputText(_ result: ExerciseResult) -> String {
        var lines = [result.summary]
        lines += result.compileErrors.map { error in
            [error.file, error.line.map(String.init)].compactMap { $0 }.joined(separator: ":") + ": " + error.message
        }
        if let advice = result.advice { lines.append("Next: \(advice)") }
        lines += result.notes
        return lines.joined(separator: "\n")
    }
}
