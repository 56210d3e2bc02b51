import Foundation

/// What an editor's Swift language server needs to understand the exercise files: a JSON
/// compilation database, `Chapters/compile_commands.json`, giving every exercise file the flags
/// the checker compiles it with (DataFlow's modules, its macro plugin, the chapter's examples).
///
/// The exercise files belong to no SwiftPM target, so that `swift build` and `swift test` never
/// depend on a learner's half-done exercise. SourceKit-LSP (VS Code's Swift extension, Neovim,
/// any LSP editor) opens the package as a SwiftPM workspace; for a file no target contains, it
/// looks in the file's parent folders, inside the opened folder, for a build description of
/// their own and finds this database. The file is generated (never committed: `.gitignore`),
/// written by the checker whenever what it would say changed, so a rebuilt DataFlow or a chapter
/// whose examples were just compiled is picked up on the next checker run; SourceKit-LSP watches
/// it and reloads.
public enum EditorSupport {
    /// The database's path, relative to the package root.
    public static let databasePath = "Chapters/compile_commands.json"

    /// One entry of the database, in the format clang defined and SourceKit-LSP reads.
    struct Entry: Codable, Equatable {
        var directory: String
        var file: String
        var arguments: [String]
    }

    /// Writes the database for `course` if it is missing or says something else, and returns its
    /// URL. A chapter whose examples library is not built yet gets DataFlow's flags only, unless
    /// `buildingExamples` asks for the library to be built first (the checker builds it anyway
    /// when the chapter's first exercise is checked, and the next run adds it here).
    @discardableResult
    public static func refresh(checker: Checker, course: Course, buildingExamples: Bool = false) throws -> URL {
        let url = checker.root.appending(path: databasePath)
        let text = try databaseText(
            entries: entries(checker: checker, course: course, buildingExamples: buildingExamples))
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return url }
        let partial = url.deletingLastPathComponent().appending(path: ".compile_commands.\(UUID().uuidString).partial")
        // Written beside a command (`EditorRefresh`): an interrupted checker deletes it.
        ProcessTree.track(folder: partial.path)
        defer { ProcessTree.untrack(folder: partial.path) }
        try text.write(to: partial, atomically: false, encoding: .utf8)
        guard rename(partial.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: partial)
            throw CheckerError.editorDatabaseNotWritten(path: databasePath)
        }
        return url
    }

    static func entries(checker: Checker, course: Course, buildingExamples: Bool) -> [Entry] {
        // One set of flags per chapter: its exercises share the examples library.
        var chapterArguments: [String: [String]] = [:]
        return course.exercises.map { exercise in
            let arguments =
                chapterArguments[exercise.chapterFolder]
                ?? {
                    let sources = ExerciseSources(
                        exercise: exercise, learnerFile: exercise.exercisePath, root: checker.root)
                    let command =
                        buildingExamples
                        ? checker.learnerCompileCommand(for: sources) ?? checker.compileCommandWithoutExamples
                        : checker.compileCommandWithBuiltExamples(for: sources)
                    let arguments = [checker.toolchain.compiler] + command.learnerTypeCheckingArguments
                    chapterArguments[exercise.chapterFolder] = arguments
                    return arguments
                }()
            let file = checker.root.appending(path: exercise.exercisePath).path
            // A test-writing exercise's tests are compiled with the feature they test, as its test
            // target would be: the editor sees that feature's declarations too (its planted bugs
            // stay hidden).
            let feature = exercise.kind == .tests ? [checker.root.appending(path: exercise.checkPath).path] : []
            return Entry(directory: checker.root.path, file: file, arguments: arguments + feature + [file])
        }
    }

    static func databaseText(entries: [Entry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
    }
}

extension Checker {
    /// The learner's compile command without a chapter's examples.
    var compileCommandWithoutExamples: CompileCommand {
        CompileCommand(toolchain: toolchain, products: products, library: library, examples: nil)
    }

    /// The learner's compile command with the chapter's examples if their library is built.
    /// A chapter that names libraries (Composable) gets them too, once they are linked.
    func compileCommandWithBuiltExamples(for sources: ExerciseSources) -> CompileCommand {
        var command = CompileCommand(
            toolchain: toolchain, products: products, library: library,
            examples: examplesLibraries.existingLibrary(
                chapterFolder: sources.exercise.chapterFolder, examples: sources.examples,
                libraries: sources.exercise.libraries, checker: self))
        command.companions =
            (try? companions.linked(sources.exercise.libraries, runtime: library, toolchain: toolchain, memo: memo))
            ?? []
        return command
    }
}
