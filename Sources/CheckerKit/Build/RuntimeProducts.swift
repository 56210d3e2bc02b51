import Foundation

/// The DataFlow runtime as SwiftPM built it: its module interface and its object files. Every
/// exercise compiles against the module and links a shared library made once from the objects.
public struct RuntimeProducts: Sendable {
    /// The folder holding `DataFlow.swiftmodule`, passed to `swiftc -I`.
    public let modulesDirectory: URL
    /// DataFlow's object files, sorted by path.
    public let objectFiles: [URL]
    /// The compiler plugin holding DataFlow's macros (`#Preview`), which SwiftPM builds as
    /// `DataFlowMacros-tool` next to the modules.
    public let macroPlugin: URL

    /// The module name the `#externalMacro` declarations in DataFlow give for `macroPlugin`.
    static let macroPluginModule = "DataFlowMacros"

    /// What every compile against DataFlow passes so that its macros expand, as SwiftPM passes it
    /// to targets that depend on DataFlow: `-load-plugin-executable <plugin>#DataFlowMacros`.
    var macroPluginArguments: [String] {
        ["-load-plugin-executable", "\(macroPlugin.path)#\(Self.macroPluginModule)"]
    }

    /// Finds the products in `buildDirectory` (for example `.build/debug`).
    public init(buildDirectory: URL) throws {
        let modules = buildDirectory.appending(path: "Modules")
        let objectsFolder = buildDirectory.appending(path: "DataFlow.build")
        let objects = (try? FileManager.default.contentsOfDirectory(at: objectsFolder, includingPropertiesForKeys: nil)) ?? []
        let objectFiles = objects.filter { $0.pathExtension == "o" }.sorted { $0.path < $1.path }
        guard FileManager.default.fileExists(atPath: modules.appending(path: "DataFlow.swiftmodule").path), !objectFiles.isEmpty else {
            throw CheckerError("The DataFlow runtime is not built in \(buildDirectory.path). Run `swift build` first, then try again.")
        }
        let plugin = buildDirectory.appending(path: "\(Self.macroPluginModule)-tool")
        guard FileManager.default.isExecutableFile(atPath: plugin.path) else {
            throw CheckerError("The DataFlow macro plugin is not built in \(buildDirectory.path) (\(plugin.lastPathComponent)). Run `swift build` first, then try again.")
        }
        self.modulesDirectory = modules
        self.objectFiles = objectFiles
        self.macroPlugin = plugin
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

    /// One hash of the module, every object file and the macro plugin.
    public func digest(memo: FileFingerprints) -> String {
        var hasher = SHA256()
        for file in [modulesDirectory.appending(path: "DataFlow.swiftmodule")] + objectFiles + [macroPlugin] {
            hasher.update("\(file.lastPathComponent) \(memo.digest(of: file.path) ?? "missing")\n")
        }
        return hasher.hexDigest()
    }
}
