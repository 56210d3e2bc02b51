import Foundation

/// Turns a failed compile into a result a learner can act on: their own errors first; when the
/// hidden checks are what failed, the declarations the exercise must provide.
struct CompileFailureExplanation {
    let exercise: Exercise
    /// The file compiled in the exercise's place (the stub, or the solution for `verify`).
    let learnerFile: String
    let root: URL
    /// The generated check file and its path, when the checks' module is what failed to compile.
    var hiddenChecks: (source: HiddenChecksSource, path: String)? = nil
    /// False when the compile that failed held none of the learner's code (the runner's generated
    /// entry point): its errors are the checker's or the course's, never the learner's.
    var learnerCodeCompiled = true

    func result(compilerOutput: String, duration: Double) -> ExerciseResult {
        if let crash = CompilerCrash(output: compilerOutput, learnerPath: root.appending(path: learnerFile).path) {
            return compilerCrashed(crash, duration: duration)
        }
        var errors = CompilerDiagnostic.parse(compilerOutput).filter { $0.severity == "error" }
        if let hiddenChecks {
            // A scoped import that fails names a declaration the exercise lacks (or declares as another kind).
            let missing = errors.compactMap { error in
                error.path == hiddenChecks.path ? error.line.flatMap(hiddenChecks.source.declaration(atLine:)) : nil
            }
            if !missing.isEmpty { return declarationsMissing(Array(Set(missing)).sorted(), duration: duration) }
            errors = errors.filter { $0.path != hiddenChecks.path }
        }
        let learnerPath = root.appending(path: learnerFile).path
        let checkPath = root.appending(path: exercise.checkPath).path
        var own = errors.filter { $0.path == learnerPath }
        var inChecks = errors.filter { $0.path == checkPath }
        var elsewhere = errors.filter { $0.path != learnerPath && $0.path != checkPath }
        if !learnerCodeCompiled {
            elsewhere = errors
            own = []
            inChecks = []
        } else if hiddenChecks == nil {
            // The learner's file is compiled alone, so every error is in it, whatever file name
            // a `#sourceLocation` directive in it gave its lines: never blamed on the course.
            own += inChecks + elsewhere
            inChecks = []
            elsewhere = []
        }

        if !own.isEmpty {
            let first = own[0]
            let count =
                CompilerLog.wasCut(compilerOutput)
                ? Phrase.compileErrorsAtLeastSummary.text(own.count)
                : own.count == 1 ? Phrase.compileErrorSummary.text() : Phrase.compileErrorsSummary.text(own.count)
            return make(
                summary: TypicalCompileError.cause(of: own).map { "\(count) \($0)" } ?? count,
                advice: Phrase.compileErrorAdvice.text(learnerFile, first.line ?? 0),
                errors: own.prefix(5).map { shown($0, withExcerpt: true) }, duration: duration)
        }
        if !elsewhere.isEmpty {
            return make(
                summary: Phrase.runnerDoesNotCompile.text(),
                advice: Phrase.runnerDoesNotCompileAdvice.text(),
                errors: elsewhere.prefix(5).map { shown($0, withExcerpt: $0.path != nil) }, duration: duration)
        }
        return checksCannotUseExercise(inChecks, duration: duration)
    }

    /// The hidden checks did not compile: the exercise lacks, or misspells, what they use. The
    /// checks' own source is not shown; the manifest's `declares` says what is expected.
    private func checksCannotUseExercise(_ errors: [CompilerDiagnostic], duration: Double) -> ExerciseResult {
        let missing = Set(errors.compactMap { Self.missingName(in: $0.message) })
        var explained: [CompileError] = missing.sorted().map { name in
            let expected = exercise.declarations.first { Self.identifiers(in: $0).contains(name) }
            let what = expected.map { "`\($0)`" } ?? "`\(name)`"
            return CompileError(file: learnerFile, message: Phrase.compileMustDeclare.text(what, learnerFile))
        }
        // When a name is missing, the checks' other errors follow from it: leave them out.
        for error in errors where missing.isEmpty && Self.missingName(in: error.message) == nil {
            explained.append(
                CompileError(file: learnerFile, message: Phrase.compileChecksCouldNotUse.text(error.message)))
        }
        let expectations = exercise.declarations.map { "`\($0)`" }.joined(separator: ", ")
        return make(
            summary: Phrase.compileChecksCannotCompile.text(),
            advice: expectations.isEmpty
                ? Phrase.compileCompareDeclarations.text() : Phrase.compileMustDeclareAll.text(expectations),
            errors: Array(explained.prefix(5)), duration: duration)
    }

    /// The compiler itself crashed: show what it said about the learner's file before it did
    /// (a warning there is often the code it could not handle), and the line it was working on.
    private func compilerCrashed(_ crash: CompilerCrash, duration: Double) -> ExerciseResult {
        let learnerPath = root.appending(path: learnerFile).path
        var shownDiagnostics = crash.diagnostics.filter { $0.path == learnerPath }.prefix(5).map {
            var error = shown($0, withExcerpt: true)
            error.message = "\($0.severity): \($0.message)"
            return error
        }
        shownDiagnostics.append(
            CompileError(
                file: learnerFile, line: crash.line,
                message: crash.line.map { Phrase.compilerCrashedInAtLine.text(learnerFile, $0) }
                    ?? Phrase.compilerCrashedIn.text(learnerFile)))
        let change =
            crash.line.map { Phrase.compilerCrashedChangeNearLine.text($0, learnerFile) }
            ?? Phrase.compilerCrashedChangeNearWarnings.text(learnerFile)
        let warned = crash.diagnostics.contains { $0.path == learnerPath }
        return make(
            summary: Phrase.compilerCrashedSummary.text(),
            advice: (warned ? Phrase.compilerCrashedReadWarnings.text() : "") + change,
            errors: Array(shownDiagnostics), duration: duration)
    }

    /// The learner's module lacks top-level declarations the manifest lists.
    private func declarationsMissing(_ declarations: [String], duration: Double) -> ExerciseResult {
        let expectations = exercise.declarations.map { "`\($0)`" }.joined(separator: ", ")
        return make(
            summary: Phrase.compileChecksCannotCompile.text(), advice: Phrase.compileMustDeclareAll.text(expectations),
            errors: declarations.prefix(5).map {
                CompileError(file: learnerFile, message: Phrase.compileMustDeclare.text("`\($0)`", learnerFile))
            },
            duration: duration)
    }

    private func make(summary: String, advice: String, errors: [CompileError], duration: Double) -> ExerciseResult {
        ExerciseResult(
            id: exercise.id, status: .compileError, summary: summary, advice: advice, checks: [],
            compileErrors: errors.isEmpty
                ? [CompileError(message: Phrase.compilerFailedSilently.text())] : errors,
            duration: duration)
    }

    private func shown(_ diagnostic: CompilerDiagnostic, withExcerpt: Bool) -> CompileError {
        CompileError(
            file: diagnostic.path.map(relative), line: diagnostic.line, column: diagnostic.column,
            message: diagnostic.message,
            excerpt: withExcerpt && !diagnostic.excerpt.isEmpty ? Self.dedented(diagnostic.excerpt) : nil,
            fixIt: withExcerpt && diagnostic.excerpt.count == 2
                ? diagnostic.fixItLine.flatMap {
                    CompileFixIt(source: diagnostic.excerpt[0], caret: diagnostic.excerpt[1], fixIt: $0)
                } : nil)
    }

    private func relative(_ path: String) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The source line and caret without their shared indentation.
    static func dedented(_ lines: [String]) -> String {
        let indentation =
            lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indentation)) }.joined(separator: "\n")
    }

    /// `X` in "cannot find 'X' in scope" or "cannot find type 'X' in scope".
    static func missingName(in message: String) -> String? {
        guard message.hasPrefix("cannot find "), message.hasSuffix(" in scope") else { return nil }
        let parts = message.split(separator: "'")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    static func identifiers(in declaration: String) -> Set<String> {
        Set(declaration.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }
}
