import Foundation

/// The Swift compiler the checker drives, and the linker it prefers.
public struct Toolchain: Sendable {
    /// The absolute path of `swiftc`.
    public let compiler: String
    /// True when `ld.lld` ships next to `swiftc`; it links a check runner twice as fast as gold.
    public let hasLLD: Bool
    /// `llvm-nm` next to `swiftc`, else the system's `nm`; nil when there is neither.
    public var symbolLister: String? = nil

    /// Finds `swiftc` on `PATH` (then in `/usr/bin`). The path keeps its last name, `swiftc`:
    /// the driver behind the symbolic link chooses its mode from the name it was started by.
    public static func locate() throws -> Toolchain {
        let searchPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let candidates = (searchPath + ["/usr/bin", "/opt/swift/usr/bin"]).map {
            URL(filePath: $0).appending(path: "swiftc")
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CheckerError.compilerNotFound
        }
        let lld = found.resolvingSymlinksInPath().deletingLastPathComponent().appending(path: "ld.lld")
        let lister = [lld.deletingLastPathComponent().appending(path: "llvm-nm").path, "/usr/bin/nm", "/bin/nm"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        return Toolchain(
            compiler: found.path, hasLLD: FileManager.default.isExecutableFile(atPath: lld.path), symbolLister: lister)
    }

    /// The folder of the toolchain's own modules (`<toolchain>/usr/lib/swift`: the standard
    /// library, Foundation, Observation, Testing), where the compiler loads them from.
    public var standardLibraryModulesRoot: String {
        URL(filePath: compiler).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "lib/swift").path
    }

    /// `swiftc --version`, remembered per compiler binary so that checking a course with nothing
    /// changed does not start the compiler at all.
    /// `scratch` is a folder for the compiler's temporary files (`swiftc --version` leaves one
    /// behind), deleted afterwards.
    public func versionString(memo: FileFingerprints, scratch: URL) -> String {
        let identity = "toolchain-version:" + memo.statIdentity(of: compiler)
        if let known = memo.note(for: identity) { return known }
        var child = ChildProcess(executable: compiler, arguments: ["--version"], timeLimit: 30)
        child.capturedOutputLimit = 64 * 1024
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        child.extraEnvironment = ["TMPDIR": scratch.path]
        let text = child.run().standardOutput?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let version = text.isEmpty ? "unknown" : text
        memo.setNote(version, for: identity)
        return version
    }
}
