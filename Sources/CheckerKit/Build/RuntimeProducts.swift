import Foundation

/// The DataFlow runtime as SwiftPM built it: its module interface and its object files. Every
/// exercise compiles against the module and links a shared library made once from the objects.
public struct RuntimeProducts: Sendable {
    /// The folder holding `DataFlow.swiftmodule`, passed to `swiftc -I`.
    public let modulesDirectory: URL
    /// DataFlow's object files, sorted by path.
    public let objectFiles: [URL]
    /// The compiler plugins holding the runtime's macros (`#Preview`), which SwiftPM builds as
    /// `<Module>-tool` next to the modules, one per name in `macroPluginModules`.
    public let macroPlugins: [URL]

    /// The macro targets whose plugins every compile loads: the `module:` of the runtime's
    /// `#externalMacro` declarations. A library with macros of its own adds its macro target here.
    static let macroPluginModules = ["DataFlowMacros"]

    /// What every compile against the runtime passes so that its macros expand, as SwiftPM passes
    /// it to targets that depend on DataFlow: `-load-plugin-executable <plugin>#DataFlowMacros`.
    var macroPluginArguments: [String] {
        zip(macroPlugins, Self.macroPluginModules).flatMap { plugin, module in
            ["-load-plugin-executable", "\(plugin.path)#\(module)"]
        }
    }

    /// Finds the products in `buildDirectory` (for example `.build/debug`); `memo` remembers the
    /// list of object files (see `currentObjects(in:memo:)`).
    public init(buildDirectory: URL, memo: FileFingerprints? = nil) throws {
        let modules = buildDirectory.appending(path: "Modules")
        let objectsFolder = buildDirectory.appending(path: "DataFlow.build")
        let objectFiles = Self.currentObjects(in: objectsFolder, memo: memo)
        guard FileManager.default.fileExists(atPath: modules.appending(path: "DataFlow.swiftmodule").path),
            !objectFiles.isEmpty
        else {
            throw CheckerError.runtimeNotBuilt(buildDirectory: buildDirectory.path)
        }
        let plugins = Self.macroPluginModules.map { buildDirectory.appending(path: "\($0)-tool") }
        if let missing = plugins.first(where: { !FileManager.default.isExecutableFile(atPath: $0.path) }) {
            throw CheckerError.macroPluginNotBuilt(
                plugin: missing.lastPathComponent, buildDirectory: buildDirectory.path)
        }
        self.modulesDirectory = modules
        self.objectFiles = objectFiles
        self.macroPlugins = plugins
    }

    /// The object files of DataFlow's current sources. SwiftPM's output file map names the object of
    /// every source it last compiled; objects of sources since renamed or deleted stay in the folder
    /// and, linked, would clash with their successors. Without a map, every object in the folder.
    ///
    /// With `memo`, the list read from a map is remembered under the map's path with the map's
    /// identity (`FileFingerprints.statIdentity(of:)`), and used while the map is that same file:
    /// decoding DataFlow's map took a debug build 13 ms of every command.
    static func currentObjects(in objectsFolder: URL, memo: FileFingerprints? = nil) -> [URL] {
        let map = objectsFolder.appending(path: "output-file-map.json")
        let key = "current objects of \(map.path)"
        let identity = memo?.statIdentity(of: map.path) ?? ""
        if let memo, !identity.isEmpty, let remembered = memo.note(for: key) {
            let lines = remembered.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > 1, lines[0] == identity { return lines.dropFirst().map { URL(filePath: String($0)) } }
        }
        if let data = try? Data(contentsOf: map),
            let entries = try? JSONDecoder().decode([String: [String: String]].self, from: data)
        {
            let objects = entries.values.compactMap { $0["object"] }.map { URL(filePath: $0) }
                .sorted { $0.path < $1.path }
            if !objects.isEmpty {
                if let memo, !identity.isEmpty {
                    memo.setNote(([identity] + objects.map(\.path)).joined(separator: "\n"), for: key)
                }
                return objects
            }
        }
        let listed =
            (try? FileManager.default.contentsOfDirectory(at: objectsFolder, includingPropertiesForKeys: nil)) ?? []
        return listed.filter { $0.pathExtension == "o" }.sorted { $0.path < $1.path }
    }

    /// The build folder next to the running executable (`swift run` and `swift test` both run
    /// from it) when it holds DataFlow or is inside the package's `.build` (the runtime is then
    /// built there on demand), else `<root>/.build/debug`.
    public static func defaultBuildDirectory(root: URL) -> URL {
        let executable = URL(filePath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let folders = [
            Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
            executable.deletingLastPathComponent(),
        ].compactMap { $0 }
        if let built = folders.first(where: {
            FileManager.default.fileExists(atPath: $0.appending(path: "Modules/DataFlow.swiftmodule").path)
        }) {
            return built
        }
        let own = root.appending(path: ".build").resolvingSymlinksInPath().path + "/"
        return folders.first { $0.path.hasPrefix(own) } ?? root.appending(path: ".build/debug")
    }

    /// One hash of the module, every object file and the macro plugins.
    public func digest(memo: FileFingerprints) -> String {
        var hasher = SHA256()
        for file in [modulesDirectory.appending(path: "DataFlow.swiftmodule")] + objectFiles + macroPlugins {
            hasher.update("\(file.lastPathComponent) \(memo.digest(of: file.path) ?? "missing")\n")
        }
        return hasher.hexDigest()
    }
}
