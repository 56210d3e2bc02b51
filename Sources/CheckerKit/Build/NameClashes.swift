import Foundation

/// The one-module rule, kept now that the examples are their own module: a file compiled with an
/// exercise must not declare a top-level name the chapter's examples declare.
///
/// With the examples in the exercise's module such a name was an "invalid redeclaration" error;
/// against the examples' library it would shadow the example instead, and a learner who then
/// deleted their declaration would have the checks bind to the example's finished one. So:
/// `verify` rejects a stub, solution or check file that reuses an example's name (then deleting a
/// declaration the stub gave makes the checks fail to compile, "the exercise must declare X"),
/// and a check reports a learner's reused name as a compile error at its line, as before.
enum NameClashes {
    /// One declaration of a file whose name an example declares.
    struct Clash: Equatable, Sendable {
        /// The declaring file, relative to the root.
        var file: String
        var name: String
        var kind: String
        var line: Int
        var column: Int
        /// The example that declares the name, relative to the root, and its line.
        var exampleFile: String
        var exampleLine: Int

        /// "`struct Episode` (line 3) is also declared in Chapters/01-State/Examples/Episode.swift, line 12".
        var description: String {
            "`\(kind) \(name)` (\(file) line \(line)) is also declared in \(exampleFile) line \(exampleLine)"
        }
    }

    /// The clashes between `file` and `examples` (all relative to `root`); empty when a file cannot be read.
    static func find(in file: String, examples: [String], root: URL) -> [Clash] {
        guard let source = try? String(contentsOf: root.appending(path: file), encoding: .utf8) else { return [] }
        return find(declared: TopLevelDeclarations.scan(source), in: file, examples: examples, root: root)
    }

    /// The clashes between `declared`, the top-level declarations of `file`, and `examples`.
    static func find(
        declared: [TopLevelDeclarations.Declaration], in file: String, examples: [String], root: URL
    ) -> [Clash] {
        guard !declared.isEmpty else { return [] }
        let exampleDeclarations = examples.flatMap {
            example -> [(file: String, declaration: TopLevelDeclarations.Declaration)] in
            guard let text = try? String(contentsOf: root.appending(path: example), encoding: .utf8) else { return [] }
            return TopLevelDeclarations.scan(text).map { (example, $0) }
        }
        return TopLevelDeclarations.clashes(in: declared, with: exampleDeclarations).map {
            declaration, exampleFile, example in
            Clash(
                file: file, name: declaration.name, kind: declaration.kind, line: declaration.line,
                column: declaration.column,
                exampleFile: exampleFile, exampleLine: example.line)
        }
    }

    /// A compile-error result when the learner's file (as read and parsed once by the check,
    /// `learner`) reuses an example's name, pointing at the line.
    static func result(
        for sources: ExerciseSources, learner: LearnerSyntax, root: URL, duration: Double
    ) -> ExerciseResult? {
        let clashes = find(
            declared: learner.topLevelDeclarations, in: sources.learnerFile, examples: sources.examples, root: root)
        guard let first = clashes.first else { return nil }
        let lines = learner.lines
        let errors = clashes.prefix(5).map { clash in
            let sourceLine = clash.line - 1 < lines.count ? String(lines[clash.line - 1]) : ""
            let excerpt =
                sourceLine.isEmpty
                ? nil
                : CompileFailureExplanation.dedented([
                    sourceLine, String(repeating: " ", count: clash.column - 1) + "^",
                ])
            return CompileError(
                file: clash.file, line: clash.line, column: clash.column,
                message: Phrase.clashRedeclaration.text(clash.name, clash.exampleFile, clash.exampleLine),
                excerpt: excerpt)
        }
        return ExerciseResult(
            id: sources.exercise.id, status: .compileError,
            summary: clashes.count == 1
                ? Phrase.clashSummaryOne.text(first.name) : Phrase.clashSummaryMany.text(clashes.count),
            advice: Phrase.clashAdvice.text(sources.learnerFile, first.line),
            checks: [], compileErrors: Array(errors), duration: duration)
    }
}
