import Foundation

/// What a check runner takes from the learner's library, read from the dynamic symbol tables
/// with `nm`: the two ways a learner's file could still change what the checks call although it
/// is a module of its own; and, read from the library's sections, code the loader would run by
/// itself (`LoadTimeCode`).
///
/// - An extension member on a type that is not the learner's (`extension Int { var description
///   … }`, `extension ViewHost { func render() … }`, `extension Equatable { static func != … }`)
///   comes with any import of the module and shadows the real member. The runner must not bind
///   to one: no symbol the runner takes from the learner's library may lie outside the
///   library's own namespace (mangled `$s15LearnerExercise…`).
/// - A symbol exported under a chosen name (`@_cdecl("write")`, `@_silgen_name(…)`) would
///   replace a system or runtime function in the whole process. Every symbol the learner's
///   library exports must be a Swift symbol of its own module.
struct LinkedSymbols {
    /// A reason the runner must not run, in words.
    struct Problem: Equatable, Sendable {
        var message: String
    }

    let toolchain: Toolchain
    /// Names of members the manifest's `declares` lists, which the learner's file may add in an extension.
    var allowedMembers: Set<String> = []

    /// The problems with `runner` and the learner's `library`; empty when both are clean.
    /// A missing `nm` is a checker error, reported by the caller.
    func problems(runner: URL, library: URL) throws -> [Problem] {
        try problems(runnerImports: imports(of: runner), library: library)
    }

    /// The symbols `runner` takes from shared libraries. A runner reused for a new build of the
    /// learner's library keeps its list with it (sealed), so `nm` reads only the new library.
    func imports(of runner: URL) throws -> [String] {
        try symbols(of: runner, arguments: ["--undefined-only"])
    }

    /// The problems with a runner that imports `runnerImports` and the learner's `library`.
    func problems(runnerImports: [String], library: URL) throws -> [Problem] {
        let module = CompileCommand.learnerModuleName
        let ownPrefix = "$s\(module.utf8.count)\(module)"
        let moduleMark = "\(module.utf8.count)\(module)"
        var problems: [Problem] = []

        // The library's own symbols start with its module; an extension of another module's
        // type is mangled under that type, naming the library's module later on.
        // Read in the checker (`DynamicSymbols`); `nm` only when the file is not what it expects.
        let contents = try? Data(contentsOf: library)
        // Code the loader would run by itself, whatever attribute placed it (`LoadTimeCode`).
        switch contents.flatMap(LoadTimeCode.foreignEntries(in:)) {
        case nil: problems.append(LoadTimeCode.unreadable)
        case let entries? where !entries.isEmpty: problems.append(LoadTimeCode.problem(entries))
        default: break
        }
        let exported =
            try contents.flatMap(DynamicSymbols.defined(in:))
            ?? symbols(of: library, arguments: ["--defined-only"])
        let foreign = exported.filter { symbol in
            !symbol.hasPrefix(ownPrefix) && !(symbol.hasPrefix("$s") && symbol.contains(moduleMark))
                && !["__bss_start", "_edata", "_end", "_init", "_fini"].contains(symbol)
        }
        if !foreign.isEmpty {
            problems.append(
                Problem(
                    message: Phrase.linkedForeignSymbols.text(foreign.prefix(3).joined(separator: ", "))))
        }

        let fromLibrary = Set(exported)
        let shadowing = runnerImports.filter {
            fromLibrary.contains($0) && !$0.hasPrefix(ownPrefix) && foreign.contains($0) == false
        }
        // Members the manifest's `declares` names (an `EnvironmentValues` property the exercise
        // asks for) are the exercise itself, not shadowing.
        let names = Set(demangled(shadowing)).filter { name in
            let member = name.split(separator: ".").last.map { String($0.prefix { $0 != "(" }) } ?? name
            return !allowedMembers.contains(member)
        }.sorted()
        if !names.isEmpty {
            problems.append(
                Problem(
                    message: Phrase.linkedForeignMembers.text(
                        names.prefix(3).map { "`\($0)`" }.joined(separator: ", "))))
        }
        return problems
    }

    private func symbols(of file: URL, arguments: [String]) throws -> [String] {
        guard let nm = toolchain.symbolLister else {
            throw CheckerError.symbolToolMissing
        }
        var lister = ChildProcess(
            executable: nm, arguments: ["-D", "--format=just-symbols"] + arguments + [file.path], timeLimit: 30)
        lister.capturedOutputLimit = 64 * 1024 * 1024
        let listed = lister.run()
        guard listed.outcome == .exited(0), let text = listed.standardOutput?.text else {
            throw CheckerError.symbolsUnreadable(file: file.lastPathComponent)
        }
        return text.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    /// `Int.description.getter` for a mangled name; the mangled name when `swift-demangle` is missing.
    private func demangled(_ symbols: [String]) -> [String] {
        guard !symbols.isEmpty else { return [] }
        let demangler = URL(filePath: toolchain.compiler).resolvingSymlinksInPath().deletingLastPathComponent()
            .appending(path: "swift-demangle").path
        guard FileManager.default.isExecutableFile(atPath: demangler) else { return symbols }
        var child = ChildProcess(
            executable: demangler, arguments: ["--simplified"] + symbols.prefix(200), timeLimit: 30)
        child.capturedOutputLimit = 1024 * 1024
        let finished = child.run()
        guard finished.outcome == .exited(0), let text = finished.standardOutput?.text else { return symbols }
        return text.split(separator: "\n").map { line in
            var name = line.components(separatedBy: " ---> ").last ?? String(line)
            for suffix in [".getter", ".setter", ".modify", ".read"] where name.hasSuffix(suffix) {
                name = String(name.dropLast(suffix.count))
            }
            if let range = name.range(of: "(extension in \(CompileCommand.learnerModuleName)):") {
                name.removeSubrange(range)
            }
            return name
        }
    }
}
