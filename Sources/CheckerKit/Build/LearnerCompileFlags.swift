import Foundation

extension Checker {
    /// The compile command for the learner's file of `sources`, with the chapter's examples
    /// library built first if it is not cached, and the libraries the chapter names (Composable);
    /// nil when the chapter's examples do not compile or a library cannot be linked.
    func learnerCompileCommand(for sources: ExerciseSources) -> CompileCommand? {
        let examples: ExamplesLibrary?
        switch examplesLibraries.library(
            chapterFolder: sources.exercise.chapterFolder, examples: sources.examples,
            libraries: sources.exercise.libraries, checker: self)
        {
        case .failure?: return nil
        case .success(let library)?: examples = library
        case nil: examples = nil
        }
        var command = CompileCommand(toolchain: toolchain, products: products, library: library, examples: examples)
        guard
            let companions = try? companions.linked(
                sources.exercise.libraries, runtime: library, toolchain: toolchain, memo: memo)
        else { return nil }
        command.companions = companions
        return command
    }

    /// The `swiftc` arguments that compile and link only the learner's file of `sources` into
    /// `output` against DataFlow and the chapter's examples, with the checker's own flags: the
    /// floor a re-check is measured against (`checker-benchmark`). Nil when the examples do not compile.
    public func floorCompileArguments(for sources: ExerciseSources, output: URL) -> [String]? {
        learnerCompileCommand(for: sources)?.floorArguments(
            source: root.appending(path: sources.learnerFile).path, output: output.path)
    }

    /// The absolute path of `swiftc`, as the checker runs it.
    public var compilerPath: String { toolchain.compiler }
}
