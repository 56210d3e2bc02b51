import Foundation

/// A library of the workbook besides DataFlow that a chapter asks for in its manifest
/// (`"libraries": ["Composable"]`): its module, the objects SwiftPM built for it and the plugin
/// holding its macros. Exercises of that chapter (its examples, the learner's file and the hidden
/// checks) are compiled against it and link `lib<Name>.so`, made once from the objects and linked
/// against `libDataFlow.so`; chapters that do not ask for it compile and link exactly as before.
struct CompanionLibrary: Sendable {
    /// The libraries a chapter may name, each with the macro target whose plugin expands its
    /// macros (the `module:` of its `#externalMacro` declarations).
    static let known: [String: String] = ["Composable": "ComposableMacros"]

    /// The module's name, for example `Composable`.
    let name: String
    /// The library's object files, sorted by path (SwiftPM's current ones, see `RuntimeProducts.currentObjects`).
    let objectFiles: [URL]
    /// The module file SwiftPM emitted, `Modules/<Name>.swiftmodule`.
    let moduleFile: URL
    /// The macro plugin (`<Macros>-tool`) and the macro module it serves.
    let macroPlugin: (path: URL, module: String)

    /// Finds the library `name` in `buildDirectory`; an error in words when the chapter names a
    /// library the workbook does not have, or when it is not built. `memo` remembers the list of
    /// object files (`RuntimeProducts.currentObjects(in:memo:)`).
    init(name: String, buildDirectory: URL, memo: FileFingerprints? = nil) throws {
        guard let macros = Self.known[name] else {
            throw CheckerError.libraryUnknown(name: name, known: Self.known.keys.sorted())
        }
        let module = buildDirectory.appending(path: "Modules/\(name).swiftmodule")
        let objects = RuntimeProducts.currentObjects(in: buildDirectory.appending(path: "\(name).build"), memo: memo)
        let plugin = buildDirectory.appending(path: "\(macros)-tool")
        guard FileManager.default.fileExists(atPath: module.path), !objects.isEmpty,
            FileManager.default.isExecutableFile(atPath: plugin.path)
        else {
            throw CheckerError.libraryNotBuilt(
                name: name, plugin: "\(macros)-tool", buildDirectory: buildDirectory.path)
        }
        self.name = name
        self.objectFiles = objects
        self.moduleFile = module
        self.macroPlugin = (plugin, macros)
    }

    /// One hash of the module, every object file and the plugin.
    func digest(memo: FileFingerprints) -> String {
        var hasher = SHA256()
        hasher.update("library \(name)\n")
        for file in [moduleFile] + objectFiles + [macroPlugin.path] {
            hasher.update("\(file.lastPathComponent) \(memo.digest(of: file.path) ?? "missing")\n")
        }
        return hasher.hexDigest()
    }
}

/// A companion library linked into the cache: what a compile against it passes.
struct LinkedCompanionLibrary: Sendable {
    let name: String
    /// The folder holding `lib<Name>.so`.
    let directory: URL
    /// The hash of what it was linked from; part of the input hash of every exercise using it.
    let digest: String
    let macroPlugin: (path: URL, module: String)

    /// The plugin that expands the library's macros, the library to link and where the runner finds it.
    var arguments: [String] {
        [
            "-load-plugin-executable", "\(macroPlugin.path.path)#\(macroPlugin.module)",
            "-L", directory.path, "-l\(name)", "-Xlinker", "-rpath", "-Xlinker", directory.path,
        ]
    }
}

/// Each companion library found and linked at most once per checker, on first use, whichever
/// thread asks first; a chapter that names none never pays for them.
final class CompanionLibraries: @unchecked Sendable {
    private let lock = NSLock()
    private var linked: [String: Result<LinkedCompanionLibrary, CheckerError>] = [:]
    private var digests: [String: String] = [:]
    private var built: [String: CheckerError?] = [:]
    let builder: SwiftPMBuild
    let cacheDirectory: URL
    var buildDirectory: URL { builder.buildDirectory }

    init(builder: SwiftPMBuild, cacheDirectory: URL) {
        self.builder = builder
        self.cacheDirectory = cacheDirectory
    }

    /// Has SwiftPM build `name` (and its macros) when it is missing or stale, once per checker;
    /// unknown names are left to `CompanionLibrary.init` to reject.
    private func ensureBuilt(_ name: String) {
        guard let macros = CompanionLibrary.known[name] else { return }
        lock.withLock {
            guard built[name] == nil else { return }
            do {
                try builder.ensure(.library(name, macros: macros))
                built[name] = .some(nil)
            } catch let error as CheckerError {
                built[name] = .some(error)
            } catch {
                built[name] = .some(.productNotBuilt(name: name, details: "\(error)"))
            }
        }
    }

    /// The library `name` as built, building it first when needed; a failed build's error wins.
    private func library(_ name: String) throws -> CompanionLibrary {
        ensureBuilt(name)
        if let failure = lock.withLock({ built[name] }), let failure { throw failure }
        return try CompanionLibrary(name: name, buildDirectory: buildDirectory)
    }

    /// The digest of `names`' current builds, in order, or nil when one is missing: cheap (file
    /// fingerprints), links and builds nothing (a library never built has no cached results, so
    /// looking results up, for the progress bar, never waits for SwiftPM).
    func digest(of names: [String], memo: FileFingerprints) -> String? {
        guard !names.isEmpty else { return "" }
        var parts: [String] = []
        for name in names {
            if let known = lock.withLock({ digests[name] }) {
                parts.append(known)
                continue
            }
            guard let library = try? CompanionLibrary(name: name, buildDirectory: buildDirectory, memo: memo) else {
                return nil
            }
            let digest = library.digest(memo: memo)
            lock.withLock { digests[name] = digest }
            parts.append(digest)
        }
        return parts.joined(separator: " ")
    }

    /// Why `names` cannot be used (unknown, or not built), in words; nil when they can.
    func problem(with names: [String]) -> String? {
        for name in names {
            do {
                _ = try library(name)
            } catch {
                return "\(error)"
            }
        }
        return nil
    }

    /// `names` linked into `.checker/runtime/`, each against `runtime` (libDataFlow.so).
    func linked(
        _ names: [String], runtime: RuntimeLibrary, toolchain: Toolchain, memo: FileFingerprints
    ) throws -> [LinkedCompanionLibrary] {
        try names.map { name in
            ensureBuilt(name)
            return try lock.withLock {
                if let done = linked[name] { return try done.get() }
                let result: Result<LinkedCompanionLibrary, CheckerError>
                do {
                    if let failure = built[name], let failure { throw failure }
                    let library = try CompanionLibrary(name: name, buildDirectory: buildDirectory, memo: memo)
                    let digest = library.digest(memo: memo)
                    digests[name] = digest
                    let folder = try RuntimeLibrary.prepare(
                        moduleName: name, objectFiles: library.objectFiles, digest: digest, toolchain: toolchain,
                        cacheDirectory: cacheDirectory,
                        extraArguments: [
                            "-L", runtime.directory.path, "-lDataFlow", "-Xlinker", "-rpath", "-Xlinker",
                            runtime.directory.path,
                        ])
                    result = .success(
                        LinkedCompanionLibrary(
                            name: name, directory: folder.directory, digest: digest, macroPlugin: library.macroPlugin))
                } catch let error as CheckerError {
                    result = .failure(error)
                } catch {
                    result = .failure(CheckerError.runtimeLibraryNotLinked(details: "\(error)"))
                }
                linked[name] = result
                return try result.get()
            }
        }
    }
}
