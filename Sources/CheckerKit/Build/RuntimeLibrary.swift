import Foundation

/// `libDataFlow.so`, linked once per runtime build into the cache. Linking an exercise against
/// one shared library takes a tenth of a second; linking forty object files each time, three times that.
/// Companion libraries (`libComposable.so`) are linked the same way, against it.
public struct RuntimeLibrary: Sendable {
    /// The folder holding `libDataFlow.so`, passed to `-L` and as the runner's `rpath`.
    public let directory: URL

    /// Returns the library for `products`, building it in `cacheDirectory` if it is not there yet.
    public static func prepare(
        products: RuntimeProducts, digest: String, toolchain: Toolchain, cacheDirectory: URL
    ) throws -> RuntimeLibrary {
        try prepare(
            moduleName: "DataFlow", objectFiles: products.objectFiles, digest: digest, toolchain: toolchain,
            cacheDirectory: cacheDirectory)
    }

    /// Where `prepare` links `lib<moduleName>.so` for objects whose digest is `digest`.
    static func linkedFile(moduleName: String, digest: String, cacheDirectory: URL) -> URL {
        cacheDirectory.appending(path: "runtime/\(digest.prefix(16))/lib\(moduleName).so")
    }

    /// Returns `lib<moduleName>.so` linked from `objectFiles` (with `extraArguments`, for example
    /// the libraries it depends on), building it in `cacheDirectory/runtime/<digest>` if it is not there yet.
    static func prepare(
        moduleName: String, objectFiles: [URL], digest: String, toolchain: Toolchain, cacheDirectory: URL,
        extraArguments: [String] = []
    ) throws -> RuntimeLibrary {
        let library = linkedFile(moduleName: moduleName, digest: digest, cacheDirectory: cacheDirectory)
        let directory = library.deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: library.path) { return RuntimeLibrary(directory: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let partial = directory.appending(path: "lib\(moduleName).\(UUID().uuidString).partial")
        let log = directory.appending(path: "link-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        var linker = ChildProcess(
            executable: toolchain.compiler,
            arguments: ["-emit-library", "-module-name", moduleName] + (toolchain.hasLLD ? ["-use-ld=lld"] : [])
                + objectFiles.map(\.path) + extraArguments + ["-o", partial.path],
            timeLimit: 120)
        linker.standardErrorPath = log.path
        linker.extraEnvironment = ["TMPDIR": directory.path]
        let finished = linker.run()
        guard finished.outcome == .exited(0) else {
            try? FileManager.default.removeItem(at: partial)
            let details = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw CheckerError.runtimeLibraryNotLinked(details: String(details.suffix(2_000)))
        }
        guard rename(partial.path, library.path) == 0 else {
            throw CheckerError.runtimeLibraryNotStored(directory: directory.path)
        }
        return RuntimeLibrary(directory: directory)
    }
}
