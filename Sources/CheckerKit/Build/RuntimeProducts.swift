import Foundation

/// The DataFlow runtime as SwiftPM built it: its module interface and its object files. Every
/// exercise compiles against the module and links a shared library made once from the objects.
public struct RuntimeProducts: Sendable {
    /// The folder holding `DataFlow.swiftmodule`, passed to `swiftc -I`.
    public let modulesDirectory: URL
    /// DataFlow's object files, sorted by path.
    public let objectFiles: [URL]

    /// Finds the products in `buildDirectory` (for example `.build/debug`).
    public init(buildDirectory: URL) throws {
        let modules = buildDirectory.appending(path: "Modules")
        let objectsFolder = buildDirectory.appending(path: "DataFlow.build")
        let objectFiles = Self.currentObjects(in: objectsFolder)
        guard FileManager.default.fileExists(atPath: modules.appending(path: "DataFlow.swiftmodule").path), !objectFiles.isEmpty else {
            throw CheckerError("The DataFlow runtime is not built in \(buildDirectory.path). Run `swift build` first, then try again.")
        }
        self.modulesDirectory = modules
        self.objectFiles = objectFiles
    }

    /// The object files of the sources SwiftPM last built, from its `output-file-map.json`; a
    /// source deleted since leaves its object file behind, which must not be linked. Every
    /// `.o` file of the folder when there is no map.
    static func currentObjects(in folder: URL) -> [URL] {
        if let data = FileManager.default.contents(atPath: folder.appending(path: "output-file-map.json").path),
           let map = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] {
            let objects = map.values.compactMap { ($0 as? [String: Any])?["object"] as? String }
            if !objects.isEmpty { return objects.map { URL(filePath: $0) }.sorted { $0.path < $1.path } }
        }
        let objects = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return objects.filter { $0.pathExtension == "o" }.sorted { $0.path < $1.path }
    }

    /// The build folder next to the running executable (`swift run` and `swift test` both run
    /// from it), else `<root>/.build/debug`.
    public static func defaultBuildDirectory(root: URL) -> URL {
        let executable = URL(filePath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        for folder in [Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(), executable.deletingLastPathComponent()] {
            if let folder, FileManager.default.fileExists(atPath: folder.appending(path: "Modules/DataFlow.swiftmodule").path) {
                return folder
            }
        }
        return root.appending(path: ".build/debug")
    }

    /// One hash of the module and every object file.
    public func digest(memo: FileFingerprints) -> String {
        var hasher = SHA256()
        for file in [modulesDirectory.appending(path: "DataFlow.swiftmodule")] + objectFiles {
            hasher.update("\(file.lastPathComponent) \(memo.digest(of: file.path) ?? "missing")\n")
        }
        return hasher.hexDigest()
    }
}
