import Foundation

/// The two `swiftc` invocations that build one check runner, no debug info, no optimisation:
///
/// 1. the learner's file alone, as the testable module `LearnerExercise` in a shared library,
///    with an implicit `@testable import` of the chapter's examples;
/// 2. the hidden checks and the entry point, as the module `HiddenChecks`, importing the
///    learner's declarations through `ScopedImports`, linked into the runner.
///
/// Nothing the learner declares is in the checks' module, so it cannot shadow what they call.
/// The runner depends on the learner's module interface only: while that is unchanged, a new
/// build of the learner's library can be loaded by the same runner. DataFlow's macro plugin is
/// loaded in both, so that `#Preview` expands.
struct CompileCommand {
    /// The module the learner's file is compiled into.
    static let learnerModuleName = "LearnerExercise"
    /// The module the hidden checks and the entry point are compiled into.
    static let checksModuleName = "HiddenChecks"
    /// The file, beside the learner's library, where its compile lists the modules it loaded
    /// (`LoadedModuleTrace`).
    static let learnerTraceFileName = "\(learnerModuleName).trace.json"

    /// Flags that change what is built; part of every input hash.
    static let flagsSignature =
        "-parse-as-library -swift-version 6 -Onone -wmo; learner: -emit-library -emit-module -no-emit-module-separately-wmo -enable-testing -module-name \(learnerModuleName); checks: -module-name \(checksModuleName)"

    let toolchain: Toolchain
    let products: RuntimeProducts
    let library: RuntimeLibrary
    /// The chapter's examples, or nil when the chapter has none.
    let examples: ExamplesLibrary?
    /// The libraries besides DataFlow the chapter asks for (Composable), with their macro plugins.
    var companions: [LinkedCompanionLibrary] = []
    /// For an exercise whose learner writes tests: the folder of the feature under test
    /// (`libExerciseSubject.so` and its module), which the learner's tests import implicitly
    /// (`@testable`) and the runner loads from its own folder.
    var subjectFolder: URL? = nil

    /// The module the feature under test of a test-writing exercise is compiled into.
    static let subjectModuleName = "ExerciseSubject"

    private var common: [String] {
        ["-parse-as-library", "-swift-version", "6", "-Onone", "-wmo", "-diagnostic-style=llvm", "-suppress-warnings"]
    }

    private var examplesArguments: [String] {
        guard let examples else { return [] }
        // First on the search path, before SwiftPM's modules.
        return [
            "-I", examples.directory.path,
            "-Xfrontend", "-testable-import-module", "-Xfrontend", examples.moduleName,
            "-L", examples.directory.path, "-l\(examples.moduleName)",
            "-Xlinker", "-rpath", "-Xlinker", examples.directory.path,
        ]
    }

    private var runtimeArguments: [String] {
        products.macroPluginArguments + [
            "-I", products.modulesDirectory.path, "-L", library.directory.path, "-lDataFlow",
            "-Xlinker", "-rpath", "-Xlinker", library.directory.path,
        ]
            + companions.flatMap(\.arguments)
            + (toolchain.hasLLD ? ["-use-ld=lld"] : [])
    }

    private var subjectArguments: [String] {
        guard let subjectFolder else { return [] }
        return [
            "-I", subjectFolder.path, "-Xfrontend", "-testable-import-module", "-Xfrontend", Self.subjectModuleName,
            "-L", subjectFolder.path, "-l\(Self.subjectModuleName)",
        ]
    }

    /// Builds `libExerciseSubject.so` and its module into `folder` from `source`: the feature a
    /// test-writing exercise's tests are run against (the correct one, or one with a planted bug).
    func subjectArguments(source: String, folder: URL) -> [String] {
        // One frontend writes the module too (`-no-emit-module-separately-wmo`), as for the learner's file.
        common + [
            "-emit-library", "-emit-module", "-no-emit-module-separately-wmo", "-enable-testing", "-module-name",
            Self.subjectModuleName,
        ]
            + examplesArguments + runtimeArguments
            + [
                "-emit-module-path", folder.appending(path: "\(Self.subjectModuleName).swiftmodule").path,
                source, "-o", folder.appending(path: "lib\(Self.subjectModuleName).so").path,
            ]
    }

    /// Builds `lib<LearnerExercise>.so` and its module into `folder`.
    func learnerArguments(source: String, folder: URL) -> [String] {
        // The module is written by the compile itself (`-no-emit-module-separately-wmo`): the
        // driver's default, a second frontend that only emits the module, ran after the first
        // and cost a re-check about 0.15 s.
        common + [
            "-emit-library", "-emit-module", "-no-emit-module-separately-wmo", "-enable-testing", "-module-name",
            Self.learnerModuleName,
        ]
            + examplesArguments + subjectArguments + runtimeArguments
            + [
                "-emit-module-path", folder.appending(path: "\(Self.learnerModuleName).swiftmodule").path,
                "-emit-loaded-module-trace-path", folder.appending(path: Self.learnerTraceFileName).path,
                source, "-o", folder.appending(path: "lib\(Self.learnerModuleName).so").path,
            ]
    }

    /// How the learner's file is type-checked, without what is built: the module, its search
    /// paths, the examples' testable import and the macro plugins. An editor's language server
    /// gets exactly these (see `EditorSupport`), so it reports what the checker would.
    var learnerTypeCheckingArguments: [String] {
        [
            "-parse-as-library", "-swift-version", "6", "-Onone", "-enable-testing", "-module-name",
            Self.learnerModuleName,
        ]
            + examplesArguments + runtimeArguments
    }

    /// The benchmark's floor: the learner's file alone compiled and linked against DataFlow (and
    /// the chapter's examples) into a library, with the checker's flags, nothing else.
    func floorArguments(source: String, output: String) -> [String] {
        common + ["-emit-library", "-module-name", Self.learnerModuleName] + examplesArguments + runtimeArguments + [
            source, "-o", output,
        ]
    }

    /// The folders a runner loads libraries from besides its own: the toolchain's runtime,
    /// DataFlow's, the companions' and the examples' (what a sandbox shows it, read-only).
    var runtimeLibraryFolders: [String] {
        let toolchainRuntime = URL(filePath: toolchain.compiler).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appending(path: "lib/swift/linux").path
        return [toolchainRuntime, library.directory.path] + companions.map(\.directory.path)
            + (examples.map { [$0.directory.path] } ?? [])
    }

    /// Builds the runner from `sources` against the learner's module in `learnerFolder`; the
    /// runner loads the learner's library from its own folder (`$ORIGIN`), so it can be reused
    /// with a new build of the library.
    /// Compiles the runner's entry point alone into an object of the runner's module (see
    /// `RunnerEntryObject`), which every runner's link then takes among its inputs.
    func entryObjectArguments(source: String, output: String) -> [String] {
        common + ["-module-name", Self.checksModuleName, "-c"] + runtimeArguments + [source, "-o", output]
    }

    func runnerArguments(sources: [String], learnerFolder: URL, output: String) -> [String] {
        common + ["-module-name", Self.checksModuleName]
            + examplesArguments
            + [
                "-I", learnerFolder.path, "-L", learnerFolder.path, "-l\(Self.learnerModuleName)",
                "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN",
            ]
            + (subjectFolder.map { ["-L", $0.path, "-l\(Self.subjectModuleName)"] } ?? [])
            + runtimeArguments + sources + ["-o", output]
    }
}
