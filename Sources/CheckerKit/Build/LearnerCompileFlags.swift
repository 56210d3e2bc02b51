import Foundation

extension Checker {
    /// The compile command for the learner's file of `sources`, with the chapter's examples
    /// library built first if it is not cached; nil when the chapter's examples do not compile.
    func learnerCompileCommand(for sources: ExerciseSources) -> CompileCommand? {
        let examples: ExamplesLibrary?
        switch examplesLibraries.library(chapterFolder: sources.exercise.chapterFolder, examples: sources.examples, checker: self) {
        case .failure?: return nil
        case .success(let library)?: examples = library
        case nil: examples = nil
        }
        return CompileCommand(toolchain: toolchain, products: products, library: library, examples: examples)
    }

    /// The `swiftc` arguments that compile and link only the learner's file of `sources` into
    /// `output` against DataFlow and the chapter's examples, with the checker's own flags: the
    /// floor a re-check is measured against (`checker-benchmark`). Nil when the examples do not compile.
    public func floorCompileArguments(for sources: ExerciseSources, output: URL) -> [String]? {
        learnerCompileCommand(for: sources)?.floorArguments(source: root.appending(path: sources.learnerFile).path, output: output.path)
    }

    /// The absolute path of `swiftc`, as the checker runs it.
    public var compilerPath: String { toolchain.compiler }
}
