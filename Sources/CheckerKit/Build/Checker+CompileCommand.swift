import Foundation

extension Checker {
    /// The chapter's examples library for `sources` (compiled once per chapter and environment),
    /// nil when the chapter has none, or why it could not be built.
    func examplesLibrary(for sources: ExerciseSources) -> Result<ExamplesLibrary?, ExamplesLibraryFailure> {
        switch examplesLibraries.library(
            chapterFolder: sources.exercise.chapterFolder, examples: sources.examples,
            libraries: sources.exercise.libraries, checker: self)
        {
        case .failure(let failure)?: .failure(failure)
        case .success(let library)?: .success(library)
        case nil: .success(nil)
        }
    }

    /// How the exercise's files are compiled: the runtime, the chapter's examples and the
    /// companion libraries it links (those linked now when they are not yet).
    func compileCommand(examples: ExamplesLibrary?, for sources: ExerciseSources) throws -> CompileCommand {
        var command = CompileCommand(toolchain: toolchain, products: products, library: library, examples: examples)
        command.companions = try companions.linked(
            sources.exercise.libraries, runtime: library, toolchain: toolchain, memo: memo)
        return command
    }

    /// `compileCommand(examples:for:)` with the chapter's examples library; its failure, if any.
    func compileCommand(for sources: ExerciseSources) throws -> Result<CompileCommand, ExamplesLibraryFailure> {
        switch examplesLibrary(for: sources) {
        case .failure(let failure): .failure(failure)
        case .success(let examples): .success(try compileCommand(examples: examples, for: sources))
        }
    }
}
