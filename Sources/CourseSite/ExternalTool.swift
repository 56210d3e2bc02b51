import Foundation

/// A program the course site needs from the machine (`docc`, `chromium`), found the way a shell
/// finds it: an environment variable naming it first, then each folder of `PATH`, then the
/// folder of the Swift toolchain (`docc` ships beside `swiftc`).
public struct ExternalTool: Sendable, Equatable {
    /// The executable's absolute path.
    public let path: String

    /// Finds the first of `names` that is an executable, or nil.
    /// - Parameters:
    ///   - names: the program's names, in order of preference (`["chromium", "chromium-browser"]`).
    ///   - overrideVariable: an environment variable that, when set, names the executable to use.
    public static func find(_ names: [String], overrideVariable: String? = nil) -> ExternalTool? {
        let environment = ProcessInfo.processInfo.environment
        let files = FileManager.default
        if let variable = overrideVariable, let path = environment[variable], !path.isEmpty {
            return files.isExecutableFile(atPath: path) ? ExternalTool(path: path) : nil
        }
        var folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        if let compiler = folders.lazy.map({ URL(fileURLWithPath: $0).appendingPathComponent("swiftc") })
            .first(where: { files.isExecutableFile(atPath: $0.path) })
        {
            folders.append(compiler.resolvingSymlinksInPath().deletingLastPathComponent().path)
        }
        folders += ["/usr/bin", "/usr/local/bin"]
        for name in names {
            for folder in folders {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name).path
                if files.isExecutableFile(atPath: candidate) { return ExternalTool(path: candidate) }
            }
        }
        return nil
    }
}
