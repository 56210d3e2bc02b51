import Foundation

/// A chapter's examples compiled once into their own testable module and shared library
/// (`lib<Module>.so` + `<Module>.swiftmodule`), which every exercise of the chapter is compiled
/// against with an implicit `@testable import`. Type-checking and generating code for the examples
/// is then paid once per chapter instead of once per check.
///
/// Kept in `.checker/examples/<hash>/`, keyed by the examples' contents, the DataFlow build, the
/// toolchain and the checker; built into a temporary folder and renamed into place, so two
/// checkers building the same library at once never see half of one.
struct ExamplesLibrary: Sendable {
    /// The module the examples are compiled into.
    let moduleName: String
    /// The folder holding the library and its module, passed to `-I`, `-L` and as an `rpath`.
    let directory: URL

    /// Flags that change what is built; part of the library's key and of every input hash.
    static let flagsSignature =
        "-emit-library -emit-module -no-emit-module-separately-wmo -enable-testing -parse-as-library -swift-version 6 -Onone -wmo"

    /// The examples' module name for a chapter folder: `01-State` becomes `Chapter01State`. It
    /// cannot be the exercise's module (`CheckedExercise`) nor a SwiftPM target (`StateExamples`).
    static func moduleName(forChapterFolder folder: String) -> String {
        let words = folder.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return "Chapter" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// Why a chapter's examples could not be made into a library: compiler diagnostics or a message.
struct ExamplesLibraryFailure: Error, Sendable {
    let message: String
    let compilerOutput: String
    /// Why the compile failed when its code was not the cause (see `CompileFailureCause`): the
    /// machine's failure, or a crash or an error with no place. Such a failure is not remembered:
    /// the next check of the chapter compiles its examples again.
    var unconfirmed: CompileFailureCause? = nil
}

/// Builds each chapter's examples library at most once per checker, whichever thread asks first;
/// the others wait for it. Also remembers a failure the examples' code caused, so a broken
/// chapter is compiled once; one the machine caused is tried again by the next check.
final class ExamplesLibraries: @unchecked Sendable {
    private enum Slot {
        case building
        case done(Result<ExamplesLibrary, ExamplesLibraryFailure>)
    }

    private let condition = NSCondition()
    private var slots: [String: Slot] = [:]
    let cacheDirectory: URL

    init(cacheDirectory: URL) {
        self.cacheDirectory = cacheDirectory
    }

    /// The library for `examples` (relative to `root`) of chapter `folder`, or nil when the
    /// chapter has no examples.
    func library(
        chapterFolder folder: String, examples: [String], libraries: [String] = [], checker: Checker
    ) -> Result<ExamplesLibrary, ExamplesLibraryFailure>? {
        guard !examples.isEmpty else { return nil }
        let companions: [LinkedCompanionLibrary]
        do {
            companions = try checker.companions.linked(
                libraries, runtime: checker.library, toolchain: checker.toolchain, memo: checker.memo)
        } catch {
            return .failure(ExamplesLibraryFailure(message: "\(error)", compilerOutput: ""))
        }
        let moduleName = ExamplesLibrary.moduleName(forChapterFolder: folder)
        let key = Self.key(
            moduleName: moduleName, examples: examples, libraries: companions.map(\.digest).joined(separator: " "),
            checker: checker)

        condition.lock()
        while true {
            switch slots[key] {
            case .done(let result)?:
                condition.unlock()
                return result
            case .building?:
                condition.wait()
            case nil:
                slots[key] = .building
                condition.unlock()
                let result = Self.build(
                    moduleName: moduleName, examples: examples, companions: companions, key: key, checker: checker,
                    cacheDirectory: cacheDirectory)
                condition.lock()
                if case .failure(let failure) = result, failure.unconfirmed != nil {
                    slots[key] = nil
                } else {
                    slots[key] = .done(result)
                }
                condition.broadcast()
                condition.unlock()
                return result
            }
        }
    }

    /// The library of chapter `folder` if it is already built for the current examples, without
    /// building it.
    func existingLibrary(
        chapterFolder folder: String, examples: [String], libraries: [String] = [], checker: Checker
    ) -> ExamplesLibrary? {
        guard !examples.isEmpty, let libraryDigests = checker.companions.digest(of: libraries, memo: checker.memo)
        else { return nil }
        let moduleName = ExamplesLibrary.moduleName(forChapterFolder: folder)
        let key = Self.key(moduleName: moduleName, examples: examples, libraries: libraryDigests, checker: checker)
        let library = ExamplesLibrary(
            moduleName: moduleName, directory: cacheDirectory.appending(path: "examples/\(key.prefix(16))"))
        return FileManager.default.fileExists(atPath: library.directory.appending(path: "lib\(moduleName).so").path)
            ? library : nil
    }

    /// `libraries`: the digests of the companion libraries the chapter names (empty when none).
    private static func key(moduleName: String, examples: [String], libraries: String, checker: Checker) -> String {
        var hasher = SHA256()
        hasher.update("\(checker.environmentDigest)\n\(ExamplesLibrary.flagsSignature) -module-name \(moduleName)\n")
        if !libraries.isEmpty { hasher.update("libraries \(libraries)\n") }
        for file in examples {
            let digest = checker.memo.digest(of: checker.root.appending(path: file).path) ?? "missing"
            hasher.update("\(file) \(digest)\n")
        }
        return hasher.hexDigest()
    }

    private static func build(
        moduleName: String, examples: [String], companions: [LinkedCompanionLibrary], key: String, checker: Checker,
        cacheDirectory: URL
    ) -> Result<ExamplesLibrary, ExamplesLibraryFailure> {
        let fileManager = FileManager.default
        let directory = cacheDirectory.appending(path: "examples/\(key.prefix(16))")
        let library = ExamplesLibrary(moduleName: moduleName, directory: directory)
        if fileManager.fileExists(atPath: directory.appending(path: "lib\(moduleName).so").path) {
            return .success(library)
        }
        let partial = cacheDirectory.appending(path: "examples/\(key.prefix(16)).\(UUID().uuidString).partial")
        defer { try? fileManager.removeItem(at: partial) }
        do {
            try fileManager.createDirectory(at: partial, withIntermediateDirectories: true)
        } catch {
            return .failure(
                ExamplesLibraryFailure(
                    message: Phrase.examplesFolderNotCreated.text(partial.path, error.localizedDescription),
                    compilerOutput: ""))
        }
        let log = partial.appending(path: "compile.log")
        let runtime = checker.library.directory.path
        var arguments: [String] = ExamplesLibrary.flagsSignature.split(separator: " ").map(String.init)
        arguments += ["-module-name", moduleName, "-diagnostic-style=llvm", "-suppress-warnings"]
        arguments += checker.products.macroPluginArguments
        arguments += ["-I", checker.products.modulesDirectory.path, "-L", runtime, "-lDataFlow"]
        arguments += ["-Xlinker", "-rpath", "-Xlinker", runtime]
        arguments += companions.flatMap(\.arguments)
        if checker.toolchain.hasLLD { arguments.append("-use-ld=lld") }
        arguments += examples.map { checker.root.appending(path: $0).path }
        arguments += ["-emit-module-path", partial.appending(path: "\(moduleName).swiftmodule").path]
        arguments += ["-o", partial.appending(path: "lib\(moduleName).so").path]
        var compiler = ChildProcess(
            executable: checker.toolchain.compiler, arguments: arguments, timeLimit: CheckRun.compileTimeLimit)
        compiler.standardOutputPath = log.path + ".out"
        compiler.standardErrorPath = log.path
        compiler.extraEnvironment = ["TMPDIR": partial.path]
        let finished = compiler.run()
        guard finished.outcome == .exited(0) else {
            let output = CompilerLog.read(log)
            let cause = CompileFailureCause(
                executable: checker.toolchain.compiler, outcome: finished.outcome, output: output)
            return .failure(
                ExamplesLibraryFailure(
                    message: finished.outcome == ProcessOutcome.timedOut
                        ? Phrase.examplesTimedOut.text(Int(CheckRun.compileTimeLimit))
                        : Phrase.examplesDoNotCompile.text(),
                    compilerOutput: output, unconfirmed: cause.isCacheable ? nil : cause))
        }
        try? fileManager.removeItem(at: log)
        try? fileManager.removeItem(at: URL(filePath: log.path + ".out"))
        // Renaming a folder is atomic; if another checker got there first, its library is as good.
        if rename(partial.path, directory.path) != 0,
            !fileManager.fileExists(atPath: directory.appending(path: "lib\(moduleName).so").path)
        {
            return .failure(
                ExamplesLibraryFailure(
                    message: Phrase.examplesLibraryNotStored.text(directory.path),
                    compilerOutput: ""))
        }
        return .success(library)
    }
}
