import Foundation

/// The modules the compiler loaded to compile the learner's file, from the trace it writes
/// (`-emit-loaded-module-trace-path`): what the file imported, directly or through another
/// module, whichever way it was spelled.
///
/// The trace marks Foundation's own re-exports (Glibc, Dispatch, FoundationEssentials) as
/// imported directly, so it cannot tell `import Glibc` from `import Foundation`: the toolchain's
/// modules are judged by the parse (`LearnerSourceRules`). What the trace decides is the rest:
/// every module loaded from outside the toolchain must be one the exercise may import. The checker's own modules, another chapter's examples,
/// SwiftPM's products the course does not name, all sit outside the toolchain and are refused
/// even if the parse were to miss their import.
struct LoadedModuleTrace {
    /// One loaded module: its name and the file it was loaded from.
    struct Module: Equatable, Sendable {
        var name: String
        var path: String
    }

    let modules: [Module]

    /// The trace at `url`; nil when it is missing or not the compiler's JSON.
    init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        if let detailed = object["swiftmodulesDetailedInfo"] as? [[String: Any]] {
            modules = detailed.compactMap { entry in
                guard let name = entry["name"] as? String, let path = entry["path"] as? String else { return nil }
                return Module(name: name, path: path)
            }
        } else if let paths = object["swiftmodules"] as? [String] {
            modules = paths.map { path in
                Module(name: ((path as NSString).lastPathComponent as NSString).deletingPathExtension, path: path)
            }
        } else {
            return nil
        }
    }

    /// The modules loaded from outside `toolchainRoot` (the folder holding the toolchain's
    /// `usr`) that are not in `allowed`. The course's modules an exercise may import depend only
    /// on each other (Composable and the examples on DataFlow) and on the toolchain's.
    func foreignModules(allowed: Set<String>, toolchainRoot: String) -> [String] {
        let root = toolchainRoot.hasSuffix("/") ? toolchainRoot : toolchainRoot + "/"
        return modules.filter { module in !module.path.hasPrefix(root) && !allowed.contains(module.name) }.map(\.name)
    }
}
